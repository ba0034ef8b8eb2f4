/// When a `DefaultDataTransferService` sends a request again, and how long it waits first.
///
/// Only answers that say "try later" are retried: `429 Too Many Requests`
/// after the server's `Retry-After`, and a few 5xx statuses after a short
/// backoff. Transport failures are never retried: an unreachable server or a
/// timeout should reach the caller at once, so it can fall back to the cache.
public struct RetryPolicy: Equatable, Sendable {
    /// How many times a `429` answer is retried.
    public var maximumRateLimitRetries: Int
    /// The shortest wait after a `429`, whatever `Retry-After` says (or when it is absent).
    public var minimumRateLimitWait: Duration
    /// How many times a status in `retriedServerStatuses` is retried.
    public var maximumServerErrorRetries: Int
    /// The wait before retrying a server error.
    public var serverErrorBackoff: Duration
    /// The 5xx statuses worth a second try: transient by nature, unlike `501` or `505`.
    public var retriedServerStatuses: Set<Int>
    /// All waits of one request together stay within this; a wait that would
    /// overrun it is not started and the answer at hand is returned instead.
    public var maximumTotalWait: Duration

    public init(
        maximumRateLimitRetries: Int,
        minimumRateLimitWait: Duration,
        maximumServerErrorRetries: Int,
        serverErrorBackoff: Duration,
        retriedServerStatuses: Set<Int> = [500, 502, 503, 504],
        maximumTotalWait: Duration
    ) {
        self.maximumRateLimitRetries = maximumRateLimitRetries
        self.minimumRateLimitWait = minimumRateLimitWait
        self.maximumServerErrorRetries = maximumServerErrorRetries
        self.serverErrorBackoff = serverErrorBackoff
        self.retriedServerStatuses = retriedServerStatuses
        self.maximumTotalWait = maximumTotalWait
    }

    /// Every answer is returned as it comes: the default, since how patient to
    /// be is the API's business (each one's policy lives with its client).
    public static let none = RetryPolicy(
        maximumRateLimitRetries: 0,
        minimumRateLimitWait: .zero,
        maximumServerErrorRetries: 0,
        serverErrorBackoff: .zero,
        retriedServerStatuses: [],
        maximumTotalWait: .zero
    )
}
