import Foundation

/// A small HTTP/1.1 server on 127.0.0.1 for tests, answering every request
/// through a handler and able to misbehave on purpose (see `StubHTTPResponse`).
///
/// The port is chosen by the operating system when the server is made, so
/// tests running in parallel never collide. Every connection gets its own
/// thread and is closed after one response. `stop()` (or releasing the
/// server) closes the listener and every open connection, wakes any response
/// that is waiting, and returns once every thread has finished.
public final class StubHTTPServer: Sendable {
    /// The port on 127.0.0.1 the server listens on.
    public let port: Int
    private let core: StubHTTPServerCore

    /// Binds and listens; connections wait in the backlog until `start()`.
    /// - Parameter handler: decides the response to each request, on the connection's thread.
    /// - Throws: `StubHTTPServerError` when the socket cannot be opened.
    public init(handler: @escaping @Sendable (StubHTTPRequest) -> StubHTTPResponse) throws {
        let (descriptor, port) = try StubHTTPSocket.listenOnLoopback()
        self.port = port
        self.core = StubHTTPServerCore(listener: descriptor, port: port, handler: handler)
    }

    deinit {
        core.stop()
    }

    /// `http://127.0.0.1:<port>`.
    public var baseURL: URL {
        // A literal IPv4 address and a port always make a valid URL.
        URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// Every request received so far, in the order their heads were read.
    public var receivedRequests: [StubHTTPRequest] {
        core.receivedRequests
    }

    /// Starts accepting connections. Calling it again does nothing.
    public func start() {
        core.start()
    }

    /// Stops the server and waits for its threads. Its port then refuses
    /// connections and stays held until the server is released, so no other
    /// test's server can answer there. Calling it again does nothing.
    public func stop() {
        core.stop()
    }

    /// A port on 127.0.0.1 where connections are refused.
    public static func closedPort() throws -> Int {
        try StubHTTPSocket.closedLoopbackPort()
    }
}
