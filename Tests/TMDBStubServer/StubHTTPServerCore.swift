import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The stub server's sockets and threads, apart from the public object so
/// that the threads do not keep that object alive and `deinit` can stop them.
///
/// `@unchecked Sendable`: all mutable state is in `state`, read and written
/// only while `condition` is locked; the rest is immutable.
final class StubHTTPServerCore: @unchecked Sendable {
    private struct State {
        var isStarted = false
        var isStopping = false
        var isListenerClosed = false
        /// Holds the port once the server stopped (see `stop()`); -1 before.
        var portReservation: Int32 = -1
        var openConnections: Set<Int32> = []
        var receivedRequests: [StubHTTPRequest] = []
    }

    private let listener: Int32
    private let port: Int
    private let handler: @Sendable (StubHTTPRequest) -> StubHTTPResponse
    private let condition = NSCondition()
    private var state = State()
    /// Every accept and connection thread, so that `stop()` can wait for them.
    private let threads = DispatchGroup()

    init(listener: Int32, port: Int, handler: @escaping @Sendable (StubHTTPRequest) -> StubHTTPResponse) {
        self.listener = listener
        self.port = port
        self.handler = handler
    }

    deinit {
        // Released: the test that knew the port is done with it.
        if state.portReservation >= 0 { close(state.portReservation) }
    }

    var receivedRequests: [StubHTTPRequest] {
        locked { $0.receivedRequests }
    }

    func start() {
        let shouldStart = locked { state -> Bool in
            guard !state.isStarted, !state.isStopping else { return false }
            state.isStarted = true
            threads.enter()
            return true
        }
        guard shouldStart else { return }
        let thread = Thread { [self] in
            acceptConnections()
            threads.leave()
        }
        thread.name = "stub-http-accept"
        thread.start()
    }

    func stop() {
        let alreadyStopping = locked { state -> Bool in
            // Only the first call may touch the descriptors: once closed, their
            // numbers can belong to another test's sockets in this process.
            guard !state.isStopping else { return true }
            state.isStopping = true
            // Wakes a blocked accept() and every blocked recv()/send().
            shutdown(listener, Int32(SHUT_RDWR))
            // A shut-down listener frees its port at once, and the kernel may
            // hand it to the next test's server, which would then answer the
            // requests a test sends to this server's port expecting nobody
            // there. The port stays held, refusing connections, until release.
            state.portReservation = StubHTTPSocket.reserve(port: port) ?? -1
            for connection in state.openConnections {
                shutdown(connection, Int32(SHUT_RDWR))
            }
            condition.broadcast()
            return false
        }
        guard !alreadyStopping else { return }
        // A bounded wait: a handler stuck in the test's own code must not hang the suite.
        _ = threads.wait(timeout: .now() + .seconds(10))
        locked { state in
            if !state.isListenerClosed {
                state.isListenerClosed = true
                close(listener)
            }
        }
    }

    private func acceptConnections() {
        while true {
            let connection = StubHTTPSocket.accept(listener)
            if connection < 0 {
                let code = errno
                if locked({ $0.isStopping }) { return }
                if code == EINTR || code == ECONNABORTED { continue }
                // Out of descriptors or similar: wait a moment rather than spin.
                _ = pause(for: .milliseconds(50))
                continue
            }
            let accepted = locked { state -> Bool in
                guard !state.isStopping else { return false }
                state.openConnections.insert(connection)
                threads.enter()
                return true
            }
            guard accepted else {
                close(connection)
                return
            }
            let thread = Thread { [self] in
                serve(connection)
                locked { state in
                    state.openConnections.remove(connection)
                    close(connection)
                }
                threads.leave()
            }
            thread.name = "stub-http-connection"
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        guard let request = StubHTTPRequestReader(connection: connection).read() else { return }
        locked { $0.receivedRequests.append(request) }
        let response = handler(request)
        guard pause(for: response.delay) else { return }
        let sendsBody = request.method != "HEAD"
        switch response.delivery {
        case .complete:
            let bytes = response.head(bodyLength: response.body.count) + (sendsBody ? response.body : Data())
            _ = StubHTTPSocket.sendAll(connection, bytes)
        case .hang:
            _ = pause(for: nil)
        case .truncateBody(let afterBytes):
            let part = response.body.prefix(max(0, afterBytes))
            _ = StubHTTPSocket.sendAll(connection, response.head(bodyLength: response.body.count) + part)
        case .closeWithoutResponse:
            return
        case .raw(let bytes):
            _ = StubHTTPSocket.sendAll(connection, bytes)
        case .slowBody(let chunkBytes, let chunkDelay):
            guard StubHTTPSocket.sendAll(connection, response.head(bodyLength: response.body.count)), sendsBody else { return }
            var offset = response.body.startIndex
            while offset < response.body.endIndex {
                guard pause(for: chunkDelay) else { return }
                let end = min(offset + max(1, chunkBytes), response.body.endIndex)
                guard StubHTTPSocket.sendAll(connection, response.body[offset..<end]) else { return }
                offset = end
            }
        }
        // Half-close so the client sees the end of the response before the socket goes.
        shutdown(connection, Int32(SHUT_WR))
    }

    /// Waits for `duration`, or until `stop()` when `nil`.
    /// - Returns: `false` when the server is stopping.
    private func pause(for duration: Duration?) -> Bool {
        if duration == .zero { return !locked { $0.isStopping } }
        condition.lock()
        defer { condition.unlock() }
        if let duration {
            let deadline = Date().addingTimeInterval(Self.seconds(duration))
            while !state.isStopping, Date() < deadline {
                _ = condition.wait(until: deadline)
            }
        } else {
            // Not `wait(until: .distantFuture)`: Foundation on Linux traps converting it to a timespec.
            while !state.isStopping {
                condition.wait()
            }
        }
        return !state.isStopping
    }

    private func locked<T>(_ body: (inout State) -> T) -> T {
        condition.lock()
        defer { condition.unlock() }
        return body(&state)
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
