import CCurl
import Synchronization

/// The bridge between a Swift task being cancelled and a transfer running on
/// its own thread.
///
/// The task's cancellation handler calls `cancel()` from any thread; the
/// transfer thread polls `isCancelled` in its progress callback and in its
/// event loop. The multi handle is registered here so that `cancel()` can wake
/// the loop out of `curl_multi_poll` at once instead of waiting for the poll's
/// time-out; the lock ensures the handle is never woken after it was freed.
final class CurlCancellation: Sendable {
    private struct State {
        var isCancelled = false
        /// The multi handle's address while it is alive (an address, not a
        /// pointer, so the state stays `Sendable`); `curl_multi_wakeup` is thread-safe.
        var multiHandleAddress: UInt = 0
        /// The library that made the multi handle; set with it.
        var library: CurlLibrary?
    }

    private let state = Mutex(State())

    var isCancelled: Bool {
        state.withLock { $0.isCancelled }
    }

    func cancel() {
        state.withLock { state in
            state.isCancelled = true
            if let library = state.library, let multiHandle = UnsafeMutableRawPointer(bitPattern: state.multiHandleAddress) {
                library.multiWakeup(multiHandle)
            }
        }
    }

    /// Makes `multiHandle`, made by `library`, the one `cancel()` wakes.
    func register(multiHandle: UnsafeMutableRawPointer, of library: CurlLibrary) {
        let address = UInt(bitPattern: multiHandle)
        state.withLock { state in
            state.multiHandleAddress = address
            state.library = library
        }
    }

    /// Forgets the multi handle before it is freed.
    func unregisterMultiHandle() {
        state.withLock { state in
            state.multiHandleAddress = 0
            state.library = nil
        }
    }
}
