import Foundation

/// Reads one request (head and any `Content-Length` body) from a connection.
struct StubHTTPRequestReader {
    /// Requests with larger heads are not HTTP this server needs to understand.
    static let maximumHeadBytes = 64 * 1024
    static let maximumBodyBytes = 1024 * 1024

    let connection: Int32

    /// - Returns: the request, or `nil` when the client went away or sent something unreadable.
    func read() -> StubHTTPRequest? {
        let separator = Data("\r\n\r\n".utf8)
        var buffer = Data()
        var headEnd: Range<Data.Index>?
        while headEnd == nil {
            guard buffer.count <= Self.maximumHeadBytes, let chunk = StubHTTPSocket.receive(connection) else { return nil }
            buffer.append(chunk)
            headEnd = buffer.range(of: separator)
        }
        guard let headEnd else { return nil }
        let head = buffer[buffer.startIndex..<headEnd.lowerBound]
        var body = Data(buffer[headEnd.upperBound...])
        guard let request = StubHTTPRequest.parse(head: Data(head)) else { return nil }
        let announced = request.header("Content-Length").flatMap { Int($0) } ?? 0
        let expected = min(max(0, announced), Self.maximumBodyBytes)
        while body.count < expected, let chunk = StubHTTPSocket.receive(connection) {
            body.append(chunk)
        }
        return StubHTTPRequest.parse(head: Data(head), body: body.prefix(expected))
    }
}
