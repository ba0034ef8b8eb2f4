#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A recursive mutex over `pthread_mutex_t`: the thread that holds it may take
/// it again, and must release it as many times.
///
/// Storage imports `FoundationEssentials`, which has no `NSRecursiveLock`, and
/// `Mutex` from Synchronization is not recursive; a transaction body reuses the
/// connection that holds the lock, so it must be.
final class RecursiveLock: @unchecked Sendable {
    // The mutex lives at a stable heap address for its whole life, as pthreads
    // requires; it is only touched through pthread calls, which synchronise it.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func lock() {
        pthread_mutex_lock(mutex)
    }

    func unlock() {
        pthread_mutex_unlock(mutex)
    }
}
