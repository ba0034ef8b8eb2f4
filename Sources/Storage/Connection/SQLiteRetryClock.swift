/// The time a connection's busy retries are measured by: a monotonic reading
/// and a pause. Injected so a test can step through the retries one by one
/// instead of waiting for them.
package protocol SQLiteRetryClock: Sendable {
    /// A monotonic reading; only the difference between two readings means anything.
    func now() -> Duration
    /// Blocks the calling thread for about `duration`.
    func pause(for duration: Duration)
}
