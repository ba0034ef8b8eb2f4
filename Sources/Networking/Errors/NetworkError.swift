/// Why a transfer failed before a complete HTTP response arrived.
public enum NetworkError: Error, Equatable, Sendable {
    /// DNS failure, refused or reset connection, no route.
    case notConnected(detail: String)
    /// The connect or total time limit ran out.
    case timedOut(seconds: Double)
    /// The body was cut short or broke the protocol.
    case truncatedResponse(detail: String)
    /// The body grew past the allowed size.
    case responseTooLarge(limitBytes: Int)
    /// Too many redirects, or a redirect to a scheme we refuse.
    case badRedirect(detail: String)
    /// The TLS handshake or certificate check failed.
    case tlsFailure(detail: String)
    /// The calling task was cancelled.
    case cancelled
    /// Anything else the transport reported.
    case transport(code: Int, detail: String)
}
