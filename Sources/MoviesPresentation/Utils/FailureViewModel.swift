public import MoviesDomain

/// A failed request as a view shows it: a sentence, and whether pressing
/// refresh could help.
public struct FailureViewModel: Equatable, Sendable {
    /// One sentence for the screen.
    public let message: String
    /// Whether the screen should offer to try again: not when the user asked
    /// to stay offline, nor when the request itself was refused.
    public let offersRetry: Bool
    /// The failure itself, for the one-shot outputs of the app that turn it
    /// into an exit status; views draw `message`.
    package let error: MoviesRepositoryError
    /// What the failed request was about, for the same purpose.
    package let subject: MoviesErrorMessage.Subject

    /// - Parameters:
    ///   - error: The failure.
    ///   - wording: How the data source is named.
    ///   - subject: What was asked for.
    ///   - policy: How the request was allowed to fetch.
    public init(
        _ error: MoviesRepositoryError,
        wording: DataSourceWording,
        subject: MoviesErrorMessage.Subject = .search,
        policy: FetchPolicy = .automatic
    ) {
        self.error = error
        self.subject = subject
        message = MoviesErrorMessage.sentence(for: error, wording: wording, subject: subject, surface: .screen)
        // What a cached copy may stand in for is what trying again may mend.
        offersRetry = error.allowsCachedFallback && policy != .offline
    }

    /// Whether data already on screen may stay shown despite this failure.
    public var allowsShownDataToStand: Bool { error.allowsCachedFallback }
}
