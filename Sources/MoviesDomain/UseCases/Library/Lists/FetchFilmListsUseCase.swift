/// Reads your lists: all of them without their films, or one with its films.
public protocol FetchFilmListsUseCase: Sendable {
    func lists() async throws -> LibraryRead<[FilmListSummary]>
    /// - Throws: `FilmListError.unknownList`; `LibraryError`.
    func list(named name: String) async throws -> FilmList
}

public struct DefaultFetchFilmListsUseCase: FetchFilmListsUseCase {
    private let repository: any FilmListsRepository

    public init(repository: any FilmListsRepository) {
        self.repository = repository
    }

    public func lists() async throws -> LibraryRead<[FilmListSummary]> {
        try await repository.filmLists()
    }

    public func list(named name: String) async throws -> FilmList {
        guard let list = try await repository.filmList(named: name) else { throw FilmListError.unknownList(name: name) }
        return list
    }
}
