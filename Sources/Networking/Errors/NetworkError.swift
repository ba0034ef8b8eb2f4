/// Why a transfer failed before a complete HTTP response arrived.
public enum NetworkError: Error, Equatable, Sendable {
    /// DNS failure, refused or reset connection, no route.
    case notConnected(detail: String)
    /// The time limit of the whole request ran out.
    case timedOut(seconds: Double)
    /// The answer broke off: the connection closed before the whole body (or
    /// any answer at all) arrived.
    case truncatedResponse(detail: String)
    /// The server answered, but not in HTTP that can be read: a garbage status
    /// line, a status outside HTTP's range, a broken chunk, headers too large.
    /// `detail` says which.
    case malformedResponse(detail: String)
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
