/// The retries of one request so far, deciding whether the next answer is retried.
struct RetrySchedule {
    private let policy: RetryPolicy
    private var rateLimitRetries = 0
    private var serverErrorRetries = 0
    private var totalWait: Duration = .zero

    init(policy: RetryPolicy) {
        self.policy = policy
    }

    /// How many retries have been granted.
    var retries: Int { rateLimitRetries + serverErrorRetries }

    /// Grants a retry of the request that got `response`.
    /// - Returns: how long to wait before sending again; `nil` when `response` is final.
    mutating func delayBeforeRetrying(after response: NetworkResponse) -> Duration? {
        if response.statusCode == 429 {
            guard rateLimitRetries < policy.maximumRateLimitRetries else { return nil }
            let asked = RetryAfter.seconds(from: response.header("Retry-After")).map(Self.duration(seconds:))
            guard let delay = grant(max(asked ?? .zero, policy.minimumRateLimitWait)) else { return nil }
            rateLimitRetries += 1
            return delay
        }
        if policy.retriedServerStatuses.contains(response.statusCode) {
            guard serverErrorRetries < policy.maximumServerErrorRetries else { return nil }
            guard let delay = grant(policy.serverErrorBackoff) else { return nil }
            serverErrorRetries += 1
            return delay
        }
        return nil
    }

    /// Books `delay` against the total budget, or refuses it when it does not fit.
    private mutating func grant(_ delay: Duration) -> Duration? {
        guard totalWait + delay <= policy.maximumTotalWait else { return nil }
        totalWait += delay
        return delay
    }

    /// `seconds` is finite and at most a day (see `RetryAfter`), so whole milliseconds always fit.
    private static func duration(seconds: Double) -> Duration {
        .milliseconds(Int((seconds * 1000).rounded(.up)))
    }
}
