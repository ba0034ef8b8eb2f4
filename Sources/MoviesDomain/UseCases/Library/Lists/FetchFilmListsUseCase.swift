/// Reads your lists: all of them without their films, or one with its films.
public protocol FetchFilmListsUseCase: Sendable {
    func lists() async throws -> LibraryRead<[FilmListSummary]>
    /// - Returns: The list, and the damage that kept films out, if any.
    /// - Throws: `FilmListError.unknownList`; `LibraryError`.
    func list(named name: String) async throws -> LibraryRead<FilmList>
}

public struct DefaultFetchFilmListsUseCase: FetchFilmListsUseCase {
    private let repository: any FilmListsRepository

    public init(repository: any FilmListsRepository) {
        self.repository = repository
    }

    public func lists() async throws -> LibraryRead<[FilmListSummary]> {
        try await repository.filmLists()
    }

    public func list(named name: String) async throws -> LibraryRead<FilmList> {
        let read = try await repository.filmList(named: name)
        guard let list = read.value else {
            // A list a damaged file hides is not said to be unknown.
            if let problem = read.problem { throw problem }
            throw FilmListError.unknownList(name: name)
        }
        return LibraryRead(value: list, problem: read.problem)
    }
}
