import Foundation
import MoviesUI
import Testing
import TextUI
import TextUITesting

/// Compares rendered screens with plain-text golden files in `Snapshots/`.
///
/// `RECORD_SNAPSHOTS=1 swift test --filter MoviesUITests` rewrites them. A
/// missing golden is written and the test fails, so a new screen is never
/// accepted without someone looking at it.
enum GoldenScreen {
    static let directory = URL(fileURLWithPath: "\(#filePath)")
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Snapshots", isDirectory: true)

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"].map { !$0.isEmpty && $0 != "0" } ?? false
    }

    /// The lines of `screen` as the first frame of a terminal of `size` shows
    /// it, once its reads have settled.
    @MainActor
    static func lines(of screen: any MoviesScreen, at size: Size) async -> [String] {
        let navigator = MoviesScreenNavigator()
        navigator.setRoot(screen)
        await navigator.waitUntilSettled()
        let terminal = InMemoryTerminal(size: size)
        MoviesTerminalHost(terminal: terminal, navigator: navigator, colorMode: .none).draw()
        return terminal.lines
    }

    static func url(named name: String) -> URL {
        directory.appendingPathComponent(name + ".txt")
    }

    static func expect(_ lines: [String], matchGoldenNamed name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = lines.joined(separator: "\n") + "\n"
        let file = url(named: name)
        let existing = try? String(contentsOf: file, encoding: .utf8)
        if isRecording || existing == nil {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try actual.write(to: file, atomically: true, encoding: .utf8)
            } catch {
                Issue.record("Could not write golden \(file.path): \(error)", sourceLocation: sourceLocation)
                return
            }
            if existing == nil && !isRecording {
                Issue.record("Recorded missing golden \(name).txt; check it and run the test again.", sourceLocation: sourceLocation)
            }
            return
        }
        guard let existing, existing != actual else { return }
        let expectedLines = existing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let firstDifference = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expectedLines.count, actualLines.count)
        let expectedLine = expectedLines.indices.contains(firstDifference) ? expectedLines[firstDifference] : "<none>"
        let actualLine = actualLines.indices.contains(firstDifference) ? actualLines[firstDifference] : "<none>"
        Issue.record(
            """
            Screen differs from golden \(name).txt at line \(firstDifference + 1):
              expected: \(expectedLine)
              actual:   \(actualLine)
            Whole screen:
            \(actual)
            Re-record with RECORD_SNAPSHOTS=1 if the change is intended.
            """,
            sourceLocation: sourceLocation
        )
    }
}
