import MoviesUI
import TextUI

/// The real search screen holding 10,000 rows, drawn at 120×40 by the same
/// steps as `MoviesTerminalHost.draw()`: a fresh buffer, the navigator's
/// screens drawn into it, the renderer's bytes.
@MainActor
struct ListFrameBenchmark {
    static let size = Size(width: 120, height: 40)
    let rowCount: Int

    struct Result {
        /// A frame drawn in full, as the first one or after a resize.
        let fullFrame: Samples
        /// A frame after the selection moved one row, written as a difference.
        let frameAfterKey: Samples
    }

    func run(sampler: Sampler) async -> Result {
        let navigator = await BenchmarkListScreen.navigator(rowCount: rowCount)
        var renderer = FrameRenderer(colorMode: .ansi256)
        var written = 0
        let fullFrame = sampler.measure {
            var buffer = ScreenBuffer(size: Self.size)
            navigator.draw(into: &buffer, in: buffer.bounds)
            renderer.invalidate()
            written &+= renderer.render(buffer).count
        }
        var movesDown = true
        let frameAfterKey = sampler.measure {
            _ = navigator.handle(movesDown ? .down : .up)
            movesDown.toggle()
            var buffer = ScreenBuffer(size: Self.size)
            navigator.draw(into: &buffer, in: buffer.bounds)
            written &+= renderer.render(buffer).count
        }
        // Keeps the optimiser from dropping the rendering as unused.
        if written == 0 { print("no bytes rendered") }
        return Result(fullFrame: fullFrame, frameAfterKey: frameAfterKey)
    }
}
