/// Source of the genres films are filed under.
public protocol GenresRepository: Sendable {
    /// Every genre, in the server's order; cached, then fresh, as the policy allows.
    func fetchGenres(policy: FetchPolicy) -> AsyncThrowingStream<Fetched<[Genre]>, any Error>
}
