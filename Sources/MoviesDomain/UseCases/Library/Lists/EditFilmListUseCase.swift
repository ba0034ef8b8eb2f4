/// What adding a film to a list did.
public struct FilmListAddition: Equatable, Sendable {
    /// The list's name as spelt.
    public let list: String
    public let film: LibraryFilm
    /// `false` when the film was on the list already (nothing changed).
    public let wasAdded: Bool

    public init(list: String, film: LibraryFilm, wasAdded: Bool) {
        self.list = list
        self.film = film
        self.wasAdded = wasAdded
    }
}

/// A film on a list, as a change to it names them. Only this use case makes
/// one, so its memberwise init stays internal.
public struct FilmListChange: Equatable, Sendable {
    /// The list's name as spelt.
    public let list: String
    public let film: LibraryFilm
}

/// Puts films on a list (at its end), takes them off, and keeps a note per film.
public protocol EditFilmListUseCase: Sendable {
    /// Fetches the film as the watchlist does (cache first), then appends it.
    /// - Throws: `FilmListError.unknownList`; `MoviesRepositoryError` when the film cannot be found; `LibraryError`.
    func add(id: Movie.Identifier, to list: String, note: String?) async throws -> FilmListAddition
    /// Fetches every film first, then appends them in the order given: a
    /// film that cannot be found leaves the list as it was.
    /// - Throws: `FilmFetchError` naming the first film that cannot be fetched; otherwise as `add(id:to:note:)`.
    func add(ids: [Movie.Identifier], to list: String, note: String?) async throws -> [FilmListAddition]
    /// - Throws: `FilmListError.unknownList`, `.notOnList`; `LibraryError`.
    func remove(id: Movie.Identifier, from list: String) async throws -> FilmListChange
    /// Sets the note, or clears it when `note` is empty.
    /// - Throws: `FilmListError.unknownList`, `.notOnList`; `LibraryError`.
    func setNote(_ note: String, of id: Movie.Identifier, in list: String) async throws -> FilmListChange
}

public struct DefaultEditFilmListUseCase: EditFilmListUseCase {
    private let films: LibraryFilmFetcher
    private let repository: any FilmListsRepository

    public init(movieDetailsRepository: any MovieDetailsRepository, libraryRepository: any LibraryRepository, repository: any FilmListsRepository) {
        films = LibraryFilmFetcher(movieDetailsRepository: movieDetailsRepository, libraryRepository: libraryRepository)
        self.repository = repository
    }

    public func add(id: Movie.Identifier, to list: String, note: String?) async throws -> FilmListAddition {
        try await requireList(list)
        return try await append(try await films.film(id: id), to: list, note: note)
    }

    public func add(ids: [Movie.Identifier], to list: String, note: String?) async throws -> [FilmListAddition] {
        try await requireList(list)
        var fetched: [LibraryFilm] = []
        for id in ids {
            do {
                fetched.append(try await films.film(id: id))
            } catch let error as MoviesRepositoryError {
                throw FilmFetchError(id: id, error: error)
            }
        }
        var additions: [FilmListAddition] = []
        for film in fetched { additions.append(try await append(film, to: list, note: note)) }
        return additions
    }

    /// An unknown list is said before any fetch: no request for nothing.
    private func requireList(_ list: String) async throws {
        guard try await repository.filmList(named: list).value != nil else { throw FilmListError.unknownList(name: list) }
    }

    private func append(_ film: LibraryFilm, to list: String, note: String?) async throws -> FilmListAddition {
        let (name, added) = try await repository.addToFilmList(list, film: film, note: note)
        return FilmListAddition(list: name, film: film, wasAdded: added)
    }

    public func remove(id: Movie.Identifier, from list: String) async throws -> FilmListChange {
        let (name, film) = try await repository.removeFromFilmList(list, id: id)
        return FilmListChange(list: name, film: film)
    }

    public func setNote(_ note: String, of id: Movie.Identifier, in list: String) async throws -> FilmListChange {
        let kept = note.allSatisfy(\.isWhitespace) ? nil : note
        let (name, film) = try await repository.setNote(kept, of: id, in: list)
        return FilmListChange(list: name, film: film)
    }
}
