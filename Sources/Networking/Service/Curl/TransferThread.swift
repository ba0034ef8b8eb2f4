#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a blocking libcurl transfer on a thread of its own, outside Swift's
/// cooperative pool.
///
/// A detached POSIX thread rather than Foundation's `Thread`, which
/// `FoundationEssentials` does not have.
enum TransferThread {
    /// The closure travels to the new thread inside this box.
    private final class Work {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    /// Starts a detached thread that runs `body` once.
    /// - Returns: `false` when no thread could be created; `body` did not run.
    static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let created = pthread_create(&thread, nil, { argument in
            guard let argument else { return nil }
            let work = Unmanaged<Work>.fromOpaque(argument).takeRetainedValue()
            work.body()
            return nil
        }, work)
        guard created == 0 else {
            Unmanaged<Work>.fromOpaque(work).release()
            return false
        }
        #if canImport(Darwin)
        if let thread { pthread_detach(thread) }
        #else
        pthread_detach(thread)
        #endif
        return true
    }
}
