/// Fetches a person's biography and filmography.
public protocol FetchPersonDetailsUseCase: Sendable {
    func execute(id: Person.Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<PersonDetails>, any Error>
}

/// Fetches through a `PeopleRepository`.
public struct DefaultFetchPersonDetailsUseCase: FetchPersonDetailsUseCase {
    private let peopleRepository: any PeopleRepository

    public init(peopleRepository: any PeopleRepository) {
        self.peopleRepository = peopleRepository
    }

    public func execute(id: Person.Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<PersonDetails>, any Error> {
        peopleRepository.fetchPerson(id: id, policy: policy)
    }
}
