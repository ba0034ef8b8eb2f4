/// Waiting a bounded time for something a test expects.
///
/// The bound is a safety net for a test whose condition never comes, never a
/// measure of speed: with the whole suite running beside CPU hogs and other
/// builds on a 2-core machine (load 20 has been seen), the main actor, which
/// every main-actor test shares, or a cooperative thread can wait its turn
/// for minutes. A condition that holds is seen at once; only a failing test
/// waits the whole bound.
public enum Polling {
    /// How long tests wait by default: generous, for the reason above.
    public static let defaultTimeout: Duration = .seconds(600)

    /// Checks `condition` every `interval` until it holds or `timeout` passes,
    /// on the caller's actor (a main-actor screen is read on the main actor).
    /// The condition is checked once more after the deadline, so a wait that
    /// was itself held up past it does not fail what has come meanwhile.
    /// - Returns: `false` on timeout.
    public static func waitUntil(
        isolation: isolated (any Actor)? = #isolation,
        timeout: Duration = defaultTimeout,
        every interval: Duration = .milliseconds(5),
        _ condition: () throws -> Bool
    ) async rethrows -> Bool {
        let deadline = ContinuousClock.now + timeout
        while try !condition() {
            guard ContinuousClock.now < deadline else { return try condition() }
            try? await Task.sleep(for: interval)
        }
        return true
    }

    /// `waitUntil` for a condition that must itself wait (a tmux capture runs a process).
    public static func waitUntil(
        isolation: isolated (any Actor)? = #isolation,
        timeout: Duration = defaultTimeout,
        every interval: Duration = .milliseconds(5),
        asking condition: () async throws -> Bool
    ) async rethrows -> Bool {
        let deadline = ContinuousClock.now + timeout
        while try await !condition() {
            guard ContinuousClock.now < deadline else { return try await condition() }
            try? await Task.sleep(for: interval)
        }
        return true
    }
}
