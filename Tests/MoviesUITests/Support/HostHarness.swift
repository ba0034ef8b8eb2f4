import MoviesUI
import TextUI
import TestSupport
import TextUITesting

/// Runs a `MoviesTerminalHost` over an in-memory terminal, as the app runs it.
@MainActor
final class HostHarness {
    let terminal: InMemoryTerminal
    let host: MoviesTerminalHost
    private var runTask: Task<Void, any Error>?

    init(scene: TestMoviesScene, size: Size, colorMode: ColorMode = .none, reportsMouse: Bool = true) {
        terminal = InMemoryTerminal(size: size)
        host = MoviesTerminalHost(terminal: terminal, navigator: scene.navigator, colorMode: colorMode, reportsMouse: reportsMouse)
    }

    func start() {
        runTask = Task { try await host.run() }
    }

    var screenText: String { terminal.lines.joined(separator: "\n") }

    /// Polls the screen until `condition` holds, for at most `timeout`.
    @discardableResult
    func waitUntil(timeout: Duration = Polling.defaultTimeout, _ condition: () -> Bool) async -> Bool {
        await Polling.waitUntil(timeout: timeout, condition)
    }

    func waitUntilScreenContains(_ text: String) async -> Bool {
        await waitUntil { screenText.contains(text) }
    }

    /// Waits for `run()` to return, for at most `timeout`; `false` if it did not.
    func waitUntilFinished(timeout: Duration = .seconds(60)) async -> Bool {
        guard let runTask else { return true }
        let finished = FinishFlag()
        Task { _ = try? await runTask.value; finished.isSet = true }
        let done = await waitUntil(timeout: timeout) { finished.isSet }
        if !done { runTask.cancel(); terminal.finishEvents() }
        return done
    }
}

@MainActor
private final class FinishFlag {
    var isSet = false
}
