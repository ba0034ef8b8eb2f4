extension NetworkError: CustomStringConvertible {
    /// A plain sentence fragment, safe to show: details never carry a URL's query.
    public var description: String {
        switch self {
        case .notConnected(let detail): "could not reach the server (\(detail))"
        case .timedOut(let seconds): "the server did not answer within \(Self.secondsText(seconds)) s"
        case .truncatedResponse(let detail): "the server's answer was cut short (\(detail))"
        case .malformedResponse(let detail): "the server's answer is not valid HTTP (\(detail))"
        case .responseTooLarge(let limit): "the server's answer is larger than \(limit) bytes"
        case .badRedirect(let detail): "the server redirected somewhere refused (\(detail))"
        case .tlsFailure(let detail): "the secure connection failed (\(detail))"
        case .cancelled: "the request was cancelled"
        case .transport(let code, let detail): "the transfer failed (libcurl \(code): \(detail))"
        }
    }

    /// Seconds as a sentence gives them: `15`, `0.5`.
    static func secondsText(_ seconds: Double) -> String {
        seconds.isFinite && seconds == seconds.rounded() && abs(seconds) < 1e9 ? String(Int(seconds)) : String(seconds)
    }
}
