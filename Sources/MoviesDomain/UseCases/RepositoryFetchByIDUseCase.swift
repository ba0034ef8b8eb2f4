/// A `FetchByIDUseCase` that is a repository's fetch and nothing more, such
/// as `MovieFactsRepository.fetchVideos` or `PeopleRepository.fetchPerson`.
public struct RepositoryFetchByIDUseCase<Identifier: Sendable, Value: Sendable>: FetchByIDUseCase {
    private let fetch: @Sendable (Identifier, FetchPolicy) -> AsyncThrowingStream<Fetched<Value>, any Error>

    /// - Parameter fetch: The repository's fetch of the thing with an id.
    public init(_ fetch: @escaping @Sendable (Identifier, FetchPolicy) -> AsyncThrowingStream<Fetched<Value>, any Error>) {
        self.fetch = fetch
    }

    public func execute(id: Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<Value>, any Error> {
        fetch(id, policy)
    }
}
