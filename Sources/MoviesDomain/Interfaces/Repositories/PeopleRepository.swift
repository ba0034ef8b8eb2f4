/// Source of people: searches by name, and a person's details and films.
public protocol PeopleRepository: Sendable {
    /// One page of the people whose names match `query`.
    func searchPeople(query: String, page: Int, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<PeoplePage>, any Error>

    /// A person's biography and filmography.
    func fetchPerson(id: Person.Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<PersonDetails>, any Error>
}
