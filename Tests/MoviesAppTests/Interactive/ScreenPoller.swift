import Foundation
import TextUI
import TextUITesting
import TestSupport

/// Reads an in-memory terminal's screen, waiting a bounded time for it to
/// show what a test expects.
@MainActor
struct ScreenPoller {
    let terminal: InMemoryTerminal

    var text: String { terminal.lines.joined(separator: "\n") }

    /// Polls until `condition` holds or `timeout` passes; `false` on timeout.
    func waitUntil(timeout: Duration = Polling.defaultTimeout, _ condition: () -> Bool) async -> Bool {
        await Polling.waitUntil(timeout: timeout, condition)
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
