import MoviesDomain

/// Plain-language sentences for the failures a user can meet.
public enum MoviesErrorMessage {
    /// One sentence that says what happened and, where it helps, what to do.
    public static func sentence(for error: MoviesRepositoryError, trailingPeriod: Bool = true) -> String {
        let text = body(for: error)
        return trailingPeriod ? text + "." : text
    }

    /// A few words for a status line that already says the data is offline.
    public static func shortReason(for error: MoviesRepositoryError) -> String {
        switch error {
        case .notConnected: return "server unreachable"
        case .timedOut: return "server timed out"
        case .rateLimited: return "rate limited"
        case .serverError(let status, _): return "server error \(status)"
        case .invalidResponse: return "unreadable answer"
        case .notCached: return "not cached"
        case .unauthorized: return "credentials rejected"
        case .notFound: return "not found"
        case .rejected(let status, _): return "request refused (HTTP \(status))"
        case .cancelled: return "cancelled"
        case .other: return "request failed"
        }
    }

    /// Maps any error thrown below the presentation layer to a repository error.
    public static func repositoryError(from error: any Error) -> MoviesRepositoryError {
        if let error = error as? MoviesRepositoryError { return error }
        if error is CancellationError { return .cancelled }
        return .other(detail: "unexpected error")
    }

    private static func body(for error: MoviesRepositoryError) -> String {
        switch error {
        case .notConnected:
            return "Cannot reach TMDB; check your network connection"
        case .timedOut(let seconds):
            let limit = seconds.map { " after \(formatted($0)) s" } ?? ""
            return "TMDB did not answer in time\(limit); try again or raise --timeout"
        case .notCached:
            return "Nothing cached for this request yet; run it once while online"
        case .unauthorized:
            return "TMDB rejected the credentials; check TMDB_API_KEY or TMDB_ACCESS_TOKEN"
        case .notFound:
            return "TMDB has no such movie"
        case .rejected(let status, let message):
            return "TMDB refused the request (HTTP \(status)\(detail(message)))"
        case .rateLimited:
            return "TMDB is limiting requests; wait a little and try again"
        case .serverError(let status, _):
            return "TMDB had a server error (HTTP \(status)); try again later"
        case .invalidResponse:
            return "TMDB sent an answer that could not be read; try again later"
        case .cancelled:
            return "The request was cancelled"
        case .other(let detail):
            return "Something went wrong: \(detail)"
        }
    }

    private static func detail(_ message: String?) -> String {
        guard let message, !message.isEmpty else { return "" }
        return ": \(message.trimmingTrailingPeriod)"
    }

    private static func formatted(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}

extension String {
    fileprivate var trimmingTrailingPeriod: String {
        hasSuffix(".") ? String(dropLast()) : self
    }
}
