import MoviesUI
import TextUI
import TextUITesting

/// Bytes `MoviesTerminalHost` writes to the terminal when the selection of
/// the search screen moves down one row, at 120×40 with 256 colours.
@MainActor
struct CursorMoveBenchmark {
    let rowCount: Int

    func run() async -> Int {
        let terminal = InMemoryTerminal(size: ListFrameBenchmark.size)
        let navigator = await BenchmarkListScreen.navigator(rowCount: rowCount)
        let host = MoviesTerminalHost(terminal: terminal, navigator: navigator, colorMode: .ansi256)
        host.draw()
        terminal.clearOutput()
        _ = navigator.handle(.down)
        host.draw()
        return terminal.output.count
    }
}
