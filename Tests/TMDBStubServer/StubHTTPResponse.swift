import Foundation

/// What the stub server answers, including the ways it can misbehave.
public struct StubHTTPResponse: Sendable {
    /// How the response travels over the connection.
    public enum Delivery: Sendable, Equatable {
        /// Status line, headers and the whole body, then the connection closes.
        case complete
        /// Nothing at all until the server stops.
        case hang
        /// Headers announcing the whole body (`Content-Length`), then only the
        /// first `afterBytes` bytes of it, then the connection closes.
        case truncateBody(afterBytes: Int)
        /// The connection closes without a byte of response.
        case closeWithoutResponse
        /// Headers at once, then the body in pieces of `chunkBytes` with `chunkDelay` before each.
        case slowBody(chunkBytes: Int, chunkDelay: Duration)
        /// Exactly these bytes instead of a response — no status line or header
        /// is added — then the connection closes: for answers that break HTTP.
        case raw(Data)
    }

    public var status: Int
    /// Sent as given; `Content-Length` and `Connection: close` are added unless present.
    public var headers: [String: String]
    public var body: Data
    /// A pause before anything is sent.
    public var delay: Duration
    public var delivery: Delivery
    /// When `false`, no `Content-Length` is added and the body simply ends when
    /// the connection closes, so the client cannot know its size in advance.
    public var announcesLength: Bool

    public init(
        status: Int = 200,
        headers: [String: String] = [:],
        body: Data = Data(),
        delay: Duration = .zero,
        delivery: Delivery = .complete,
        announcesLength: Bool = true
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
        self.delivery = delivery
        self.announcesLength = announcesLength
    }

    /// A JSON body with `Content-Type: application/json`.
    public static func json(_ text: String, status: Int = 200, headers: [String: String] = [:]) -> StubHTTPResponse {
        var headers = headers
        headers["Content-Type"] = headers["Content-Type"] ?? "application/json;charset=utf-8"
        return StubHTTPResponse(status: status, headers: headers, body: Data(text.utf8))
    }

    /// A text body, plain unless `contentType` says otherwise (such as `text/html`).
    public static func text(
        _ text: String,
        status: Int = 200,
        contentType: String = "text/plain; charset=utf-8",
        headers: [String: String] = [:]
    ) -> StubHTTPResponse {
        var headers = headers
        headers["Content-Type"] = contentType
        return StubHTTPResponse(status: status, headers: headers, body: Data(text.utf8))
    }

    /// A redirect to `location` (absolute, or a path on the same server).
    public static func redirect(to location: String, status: Int = 302) -> StubHTTPResponse {
        StubHTTPResponse(status: status, headers: ["Location": location])
    }

    /// `bytes` as they are, in place of a well-formed response.
    public static func raw(_ bytes: Data) -> StubHTTPResponse {
        StubHTTPResponse(delivery: .raw(bytes))
    }

    /// `text`'s UTF-8 bytes as they are, in place of a well-formed response.
    public static func raw(_ text: String) -> StubHTTPResponse {
        raw(Data(text.utf8))
    }

    /// An answer that never comes.
    public static let hang = StubHTTPResponse(delivery: .hang)

    /// A connection closed without an answer.
    public static let closeWithoutResponse = StubHTTPResponse(delivery: .closeWithoutResponse)

    /// The status line and headers, as bytes.
    /// - Parameter bodyLength: the length announced in `Content-Length`.
    func head(bodyLength: Int) -> Data {
        var lines = ["HTTP/1.1 \(status) \(Self.reason(for: status))"]
        let names = Set(headers.keys.map { $0.lowercased() })
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            lines.append("\(name): \(value)")
        }
        if announcesLength, !names.contains("content-length") { lines.append("Content-Length: \(bodyLength)") }
        if !names.contains("connection") { lines.append("Connection: close") }
        return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
    }

    private static func reason(for status: Int) -> String {
        switch status {
        case 200: "OK"
        case 204: "No Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 304: "Not Modified"
        case 307: "Temporary Redirect"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 404: "Not Found"
        case 422: "Unprocessable Entity"
        case 429: "Too Many Requests"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}
