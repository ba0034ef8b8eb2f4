import Foundation

/// Runs blocking work (a child process waited for, a file read to its end) on a
/// thread of its own, so a test that awaits it never holds one of the
/// cooperative threads: there are only as many as cores, and other tests'
/// tasks need them to make progress on a busy machine.
public enum BlockingWork {
    public static func run<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try body() })
            }
        }
    }
}
