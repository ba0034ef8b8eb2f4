import Foundation
import Synchronization

/// Holds a stub server's answer until the test lets it go, so that a test
/// acts while a child surely waits, however busy the machine. The wait is
/// bounded (ten minutes) so that a test that failed before opening still ends.
final class StubGate: Sendable {
    private let isOpen = Mutex(false)
    private let opened = DispatchSemaphore(value: 0)

    func open() {
        let wasOpen = isOpen.withLock { isOpen in
            defer { isOpen = true }
            return isOpen
        }
        if !wasOpen { opened.signal() }
    }

    /// Blocks the server's thread for the connection until `open()`.
    func waitUntilOpen() {
        guard !isOpen.withLock({ $0 }) else { return }
        if opened.wait(timeout: .now() + 600) == .success { opened.signal() }
    }
}
