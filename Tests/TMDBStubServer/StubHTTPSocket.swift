import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Why the stub server could not open its socket.
public struct StubHTTPServerError: Error, CustomStringConvertible {
    public let operation: String
    public let code: Int32

    public var description: String {
        "\(operation) failed: \(String(cString: strerror(code)))"
    }
}

/// The few POSIX socket operations the stub server needs, on 127.0.0.1 only.
enum StubHTTPSocket {
    /// A listening TCP socket on 127.0.0.1 with a port the kernel chose.
    static func listenOnLoopback(backlog: Int32 = 128) throws(StubHTTPServerError) -> (descriptor: Int32, port: Int) {
        let descriptor = try boundLoopbackSocket()
        guard listen(descriptor, backlog) == 0 else {
            let code = errno
            close(descriptor)
            throw StubHTTPServerError(operation: "listen", code: code)
        }
        do {
            return (descriptor, try port(of: descriptor))
        } catch {
            close(descriptor)
            throw error
        }
    }

    /// A port on 127.0.0.1 that nothing listens on: bound once to reserve a
    /// number, then closed, so that connecting to it is refused.
    static func closedLoopbackPort() throws(StubHTTPServerError) -> Int {
        // The socket stays bound, never listening, for the rest of the test
        // process: connections are refused, and no server started later by
        // another test can take the port (a closed one could be handed out again).
        let descriptor = try boundLoopbackSocket()
        return try port(of: descriptor)
    }

    /// Binds a socket, never listening, to `port` on 127.0.0.1, so that the
    /// port of a stopped server refuses connections and no server started
    /// later by another test is handed it; `nil` if the port is taken already.
    static func reserve(port: Int) -> Int32? {
        try? boundLoopbackSocket(port: UInt16(truncatingIfNeeded: port))
    }

    /// Waits for the next connection on `listener`.
    /// - Returns: the connection's descriptor, or -1 with `errno` set.
    static func accept(_ listener: Int32) -> Int32 {
        let connection = Glibc.accept(listener, nil, nil)
        if connection >= 0 {
            // `accept4` is not visible from Swift; the flag is set right after instead.
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
        }
        return connection
    }

    /// Sends all of `bytes`.
    /// - Returns: `false` when the peer went away; `MSG_NOSIGNAL` turns the
    ///   SIGPIPE that would kill the test process into an error here.
    static func sendAll(_ descriptor: Int32, _ bytes: Data) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let sent = send(descriptor, base + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    /// Reads what is available, up to `limit` bytes.
    /// - Returns: the bytes, or `nil` at end of stream or on error.
    static func receive(_ descriptor: Int32, limit: Int = 16 * 1024) -> Data? {
        var buffer = [UInt8](repeating: 0, count: limit)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, limit, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            return Data(buffer[0..<count])
        }
    }

    private static func boundLoopbackSocket(port: UInt16 = 0) throws(StubHTTPServerError) -> Int32 {
        // Close-on-exec: tests that spawn the app must not hand it the server's sockets.
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw StubHTTPServerError(operation: "socket", code: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            close(descriptor)
            throw StubHTTPServerError(operation: "bind", code: code)
        }
        return descriptor
    }

    private static func port(of descriptor: Int32) throws(StubHTTPServerError) -> Int {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard result == 0 else { throw StubHTTPServerError(operation: "getsockname", code: errno) }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
