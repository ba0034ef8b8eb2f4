/// A film the library is to act on, found from what the user typed.
public struct ResolvedFilm: Equatable, Sendable {
    public let id: Movie.Identifier
    /// The search result a title matched; `nil` when the film was given by id.
    public let match: LibraryFilm?

    public init(id: Movie.Identifier, match: LibraryFilm?) {
        self.id = id
        self.match = match
    }
}

/// Finds the one film a `FilmReference` names: an id is taken as it is; a
/// title is searched for (the configured source, cache first as an import
/// does) and must match exactly one film. What is taken off the library is
/// found among the films there instead, with no search.
public protocol ResolveFilmUseCase: Sendable {
    /// - Throws: `FilmResolutionError` when a title names no film or several;
    ///   `MoviesRepositoryError` when the search cannot be made.
    func execute(_ reference: FilmReference) async throws -> ResolvedFilm
    /// The film `reference` names among `films` (those a list holds).
    /// - Throws: `FilmResolutionError` when a title names none of them or several.
    func execute(_ reference: FilmReference, among films: [LibraryFilm]) throws -> ResolvedFilm
}

public struct DefaultResolveFilmUseCase: ResolveFilmUseCase {
    private let moviesRepository: any MoviesRepository

    public init(moviesRepository: any MoviesRepository) {
        self.moviesRepository = moviesRepository
    }

    public func execute(_ reference: FilmReference) async throws -> ResolvedFilm {
        guard case let .title(title, year) = reference else { return try execute(reference, among: []) }
        return try execute(reference, among: try await search(title: title, year: year).map(LibraryFilm.init(movie:)))
    }

    public func execute(_ reference: FilmReference, among films: [LibraryFilm]) throws -> ResolvedFilm {
        switch reference {
        case .id(let id):
            return ResolvedFilm(id: id, match: nil)
        case let .title(title, year):
            let matches = Self.matches(title: title, year: year, among: films)
            switch matches.count {
            case 0: throw FilmResolutionError.notFound(title: title, year: year)
            case 1: return ResolvedFilm(id: matches[0].id, match: matches[0])
            default: throw FilmResolutionError.ambiguous(title: title, year: year, matches: matches)
            }
        }
    }

    /// The first page of the search for `title` (in `year`): the best matches
    /// come first, and a title typed whole is among them.
    private func search(title: String, year: Int?) async throws -> [Movie] {
        guard MovieQuery.problem(with: title) == nil else { return [] }
        let query = MovieQuery(text: title, year: year)
        do {
            let page = try await CacheFirstFetch.value { moviesRepository.fetchMovies(source: .search(query), page: 1, policy: $0) }
            return page?.movies ?? []
        } catch MoviesRepositoryError.rejected {
            // The server refused this title as a query: no film has it.
            return []
        }
    }

    /// The films `title` names among `films`, in their order: those released
    /// in `year` (when given) whose title has the same folded key
    /// (`TitleFolding.key`), else those whose original title has it. A longer
    /// title that merely contains the words never matches; the same film
    /// listed twice counts once.
    static func matches(title: String, year: Int?, among films: [LibraryFilm]) -> [LibraryFilm] {
        let wanted = TitleFolding.key(title)
        guard !wanted.isEmpty else { return [] }
        var ids = Set<Movie.Identifier>()
        let candidates = films.filter { (year == nil || $0.year == year) && ids.insert($0.id).inserted }
        let byTitle = candidates.filter { TitleFolding.key($0.title) == wanted }
        guard byTitle.isEmpty else { return byTitle }
        return candidates.filter { $0.originalTitle.map(TitleFolding.key) == wanted }
    }
}
