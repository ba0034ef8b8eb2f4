/// Waiting a bounded time for something a test expects.
public enum Polling {
    /// How long tests wait by default. Generous: with the whole suite running,
    /// the two cooperative threads of a 2-core machine can be busy with other
    /// tests for seconds.
    public static let defaultTimeout: Duration = .seconds(60)

    /// Checks `condition` every `interval` until it holds or `timeout` passes,
    /// on the caller's actor (a main-actor screen is read on the main actor).
    /// - Returns: `false` on timeout.
    public static func waitUntil(
        isolation: isolated (any Actor)? = #isolation,
        timeout: Duration = defaultTimeout,
        every interval: Duration = .milliseconds(5),
        _ condition: () throws -> Bool
    ) async rethrows -> Bool {
        let deadline = ContinuousClock.now + timeout
        while try !condition() {
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: interval)
        }
        return true
    }
}
