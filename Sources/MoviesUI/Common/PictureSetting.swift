import Synchronization
public import TextUI

/// How every screen draws pictures, shared by all copies of the theme: the
/// terminal tells what it can show only after the first frame, and then every
/// screen draws for the answer.
public final class PictureSetting: Sendable {
    private struct State {
        var drawing: PictureDrawing
        var cellPixelSize: Size?
    }

    private let state: Mutex<State>
    /// The colours block characters are drawn in (dithered below 24 bits).
    public let colorMode: ColorMode

    public init(_ drawing: PictureDrawing, cellPixelSize: Size? = nil, colorMode: ColorMode = .trueColor) {
        state = Mutex(State(drawing: drawing, cellPixelSize: cellPixelSize))
        self.colorMode = colorMode
    }

    /// How pictures are drawn now.
    public var drawing: PictureDrawing {
        state.withLock { $0.drawing }
    }

    /// A cell's width over its height: from the terminal's pixel sizes when it
    /// gave them, otherwise the usual 1:2.
    public var cellAspect: Double {
        state.withLock { state in
            guard let size = state.cellPixelSize, size.width > 0, size.height > 0 else { return 0.5 }
            // A terminal that reports nonsense must not make pictures a line high.
            return min(1.5, max(0.25, Double(size.width) / Double(size.height)))
        }
    }

    /// Takes the terminal's answer.
    /// - Returns: Whether anything changed (the screen needs drawing again).
    @discardableResult
    public func update(_ drawing: PictureDrawing, cellPixelSize: Size?) -> Bool {
        state.withLock { state in
            let new = State(drawing: drawing, cellPixelSize: cellPixelSize ?? state.cellPixelSize)
            defer { state = new }
            return new.drawing != state.drawing || new.cellPixelSize != state.cellPixelSize
        }
    }
}
