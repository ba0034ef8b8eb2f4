/// Why movie data could not be had, in terms the user can act on.
public enum MoviesRepositoryError: Error, Equatable, Sendable {
    /// The server could not be reached (no route, DNS failure, refused, reset).
    case notConnected(detail: String?)
    /// The server did not answer within the time allowed.
    case timedOut(seconds: Double?)
    /// Offline mode was asked for (or the network failed) and nothing is cached.
    case notCached
    /// The server rejected the credentials (HTTP 401).
    case unauthorized(message: String?)
    /// The requested item does not exist (HTTP 404).
    case notFound(message: String?)
    /// The server refused the request as malformed (HTTP 400, 422 and the like).
    case rejected(status: Int, message: String?)
    /// The server asked us to slow down (HTTP 429) and retries ran out.
    case rateLimited(message: String?)
    /// The server failed (HTTP 5xx).
    case serverError(status: Int, message: String?)
    /// The answer could not be read (malformed JSON, truncated, too large).
    case invalidResponse(detail: String)
    /// The source cannot answer this at all (the embedded catalogue asked what
    /// plays in cinemas now); `message` says so in a sentence.
    case notSupported(message: String?)
    /// The page asked for lies past the last page the list has.
    case pageOutOfRange(requested: Int, lastPage: Int)
    /// The request was cancelled, usually by a newer one.
    case cancelled
    /// Anything else, described in one sentence.
    case other(detail: String)
}

extension MoviesRepositoryError {
    /// Whether a cached value may stand in for the fresh one after this failure:
    /// yes when the server could not be reached, failed or sent something
    /// unreadable; no when it answered that the request itself is wrong, when
    /// nothing was asked (`notCached`) or when the request was called off.
    ///
    /// The one home of this rule: the repositories fall back on it, and the
    /// one-shot outputs decide on it whether shown data may stand.
    public var allowsCachedFallback: Bool {
        switch self {
        case .notConnected, .timedOut, .rateLimited, .serverError, .invalidResponse, .other:
            return true
        case .notCached, .unauthorized, .notFound, .rejected, .pageOutOfRange, .notSupported, .cancelled:
            return false
        }
    }
}
