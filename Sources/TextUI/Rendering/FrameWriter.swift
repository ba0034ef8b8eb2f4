/// The bytes of one frame being built, and what the terminal's cursor and
/// style are after them.
struct FrameWriter {
    let width: Int
    let mode: ColorMode
    var bytes: [UInt8] = []
    /// `nil` when unknown, e.g. after writing into the last column, where
    /// terminals differ in whether the cursor has wrapped.
    var cursor: Point?
    private(set) var style = Style.plain
    /// The style of the cell written last, before normalising; `style` is
    /// what it normalised to.
    private var lastStyle = Style.plain

    init(width: Int, mode: ColorMode) {
        self.width = width
        self.mode = mode
        bytes.reserveCapacity(4096)
    }

    func isErasedLook(_ cell: Cell) -> Bool {
        cell.grapheme == " " && StyleTransition.normalized(cell.style, for: mode) == .plain
    }

    func looksDifferent(_ old: Cell, _ new: Cell) -> Bool {
        guard old != new else { return false }
        return old.grapheme != new.grapheme
            || old.isContinuation != new.isContinuation
            || StyleTransition.normalized(old.style, for: mode) != StyleTransition.normalized(new.style, for: mode)
    }

    mutating func write(_ cell: Cell, at point: Point) {
        guard !cell.isContinuation else { return }
        move(to: point)
        // Neighbouring cells mostly share a style: normalise only a new one.
        if cell.style != lastStyle {
            let target = StyleTransition.normalized(cell.style, for: mode)
            bytes += StyleTransition.bytes(from: style, to: target)
            style = target
            lastStyle = cell.style
        }
        bytes.append(contentsOf: cell.grapheme.utf8)
        let next = point.x + cell.width
        cursor = next < width ? Point(x: next, y: point.y) : nil
    }

    mutating func move(to point: Point) {
        guard cursor != point else { return }
        let absolute = ControlSequence.moveCursor(toColumn: point.x, row: point.y)
        if let cursor, cursor.y == point.y, cursor.x < point.x {
            let forward = ControlSequence.moveCursorForward(point.x - cursor.x)
            bytes += forward.count < absolute.count ? forward : absolute
        } else {
            bytes += absolute
        }
        cursor = point
    }

    /// Leaves the terminal in the default style, so that anything written
    /// between frames (or after the last one) is not coloured by accident.
    mutating func finish() {
        if style != .plain {
            bytes += ControlSequence.resetStyle
            style = .plain
            lastStyle = .plain
        }
    }
}
