import Foundation
import TextUI

/// Reads an in-memory terminal's screen, waiting a bounded time for it to
/// show what a test expects.
@MainActor
struct ScreenPoller {
    let terminal: InMemoryTerminal

    var text: String { terminal.lines.joined(separator: "\n") }

    /// Polls until `condition` holds or `timeout` passes; `false` on timeout.
    /// The bound is generous: with the whole suite running, the two cooperative
    /// threads of a 2-core machine can be busy with other tests for seconds.
    func waitUntil(timeout: Duration = .seconds(60), _ condition: () -> Bool) async -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !condition() {
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return true
    }

    func waitUntilContains(_ text: String) async -> Bool {
        await waitUntil { self.text.contains(text) }
    }

    /// Whether the row showing `text` is drawn in reverse video (selected).
    func isRowSelected(containing text: String) -> Bool {
        guard let row = terminal.lines.firstIndex(where: { $0.contains(text) }) else { return false }
        return terminal.screen.attributes(at: Point(x: 1, y: row)).contains(.reverse)
    }
}
