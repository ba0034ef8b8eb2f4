import MoviesDomain

/// People from TMDB (or the embedded catalogue) through the response cache.
public struct DefaultPeopleRepository: PeopleRepository {
    private let source: TMDBDataSource

    public init(source: TMDBDataSource) {
        self.source = source
    }

    public func searchPeople(query: String, page: Int, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<PeoplePage>, any Error> {
        let endpoint = APIEndpoints.searchPeople(query: query, page: page, language: source.language)
        return source.fetcher.fetch(endpoint, policy: policy).mapValues { $0.toDomain(requestedPage: page) }
    }

    public func fetchPerson(id: Person.Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<PersonDetails>, any Error> {
        source.fetcher.fetch(APIEndpoints.person(id: id, language: source.language), policy: policy).mapValues { $0.toDomain() }
    }
}
