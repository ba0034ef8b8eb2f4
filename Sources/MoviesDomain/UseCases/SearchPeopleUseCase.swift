/// Searches for people by name.
public protocol SearchPeopleUseCase: Sendable {
    func execute(query: String, page: Int, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<PeoplePage>, any Error>
}

/// Searches through a `PeopleRepository`.
public struct DefaultSearchPeopleUseCase: SearchPeopleUseCase {
    private let peopleRepository: any PeopleRepository

    public init(peopleRepository: any PeopleRepository) {
        self.peopleRepository = peopleRepository
    }

    public func execute(query: String, page: Int, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<PeoplePage>, any Error> {
        peopleRepository.searchPeople(query: query, page: page, policy: policy)
    }
}
