/// Where a film can be watched in one region (`movies providers`).
public protocol FetchWatchProvidersUseCase: Sendable {
    /// The region's offers, or the regions that have the film when it has
    /// none: cached, then fresh, as the policy allows.
    func execute(movieID: Movie.Identifier, region: WatchRegion, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<WatchAvailability>, any Error>
}

/// The repository's answer for every region, narrowed by `WatchProviders.availability(in:)`.
public struct DefaultFetchWatchProvidersUseCase: FetchWatchProvidersUseCase {
    private let repository: any MovieFactsRepository

    public init(repository: any MovieFactsRepository) {
        self.repository = repository
    }

    public func execute(movieID: Movie.Identifier, region: WatchRegion, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<WatchAvailability>, any Error> {
        repository.fetchWatchProviders(movieID: movieID, policy: policy).mapValues { $0.availability(in: region) }
    }
}
