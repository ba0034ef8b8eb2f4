/// Searches for people by name.
public protocol SearchPeopleUseCase: Sendable {
    func execute(query: String, page: Int, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<PeoplePage>, any Error>
}

/// Searches through a `PeopleRepository`; a page past the last one is a
/// failure of its own (as for films), not an empty list.
public struct DefaultSearchPeopleUseCase: SearchPeopleUseCase {
    private let peopleRepository: any PeopleRepository

    public init(peopleRepository: any PeopleRepository) {
        self.peopleRepository = peopleRepository
    }

    public func execute(query: String, page: Int, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<PeoplePage>, any Error> {
        let pages = peopleRepository.searchPeople(query: query, page: page, policy: policy)
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    for try await fetched in pages {
                        let value = fetched.value
                        if value.people.isEmpty, value.totalPages > 0, value.page > value.totalPages {
                            throw MoviesRepositoryError.pageOutOfRange(requested: value.page, lastPage: value.totalPages)
                        }
                        continuation.yield(fetched)
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
