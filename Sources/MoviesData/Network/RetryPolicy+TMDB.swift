import Networking

extension RetryPolicy {
    /// What suits TMDB: two retries after `429` (at least 1 s apart), one
    /// retry after a transient 5xx (0.5 s later), never more than 10 s of waiting.
    public static let tmdb = RetryPolicy(
        maximumRateLimitRetries: 2,
        minimumRateLimitWait: .seconds(1),
        maximumServerErrorRetries: 1,
        serverErrorBackoff: .milliseconds(500),
        maximumTotalWait: .seconds(10)
    )
}
