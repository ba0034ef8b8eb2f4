import MoviesDomain
import MoviesPresentation
import TextUI

/// FILM on the command line: a title is resolved to one film before the
/// library acts, and the film is then named with its year and id, so the
/// user sees which film the title meant.
extension MoviesApplication {
    /// The film `reference` names.
    /// - Throws: `AppError.usage` when a title names no film or several.
    func resolve(_ reference: FilmReference) async throws -> ResolvedFilm {
        try await libraryCall(id: nil) { try await container.librarySceneDIContainer.makeResolveFilmUseCase().execute(reference) }
    }

    /// The film `reference` names among those of `list`, with no search:
    /// what is taken off the library must be in it.
    func resolve(_ reference: FilmReference, in list: LibraryList) async throws -> ResolvedFilm {
        try await resolve(reference) {
            try await container.librarySceneDIContainer.makeFetchLibraryListUseCase().execute(list: list, sort: .added).value.map(\.film)
        }
    }

    /// The film `reference` names among those on your list `name`.
    /// - Throws: `AppError.usage` for an unknown list, as for a title that names none of its films or several.
    func resolve(_ reference: FilmReference, onList name: String) async throws -> ResolvedFilm {
        try await resolve(reference) {
            try await container.librarySceneDIContainer.makeFetchFilmListsUseCase().list(named: name).value.entries.map(\.film)
        }
    }

    /// An id as it is; a title among the films `candidates` reads (only then read).
    private func resolve(_ reference: FilmReference, among candidates: () async throws -> [LibraryFilm]) async throws -> ResolvedFilm {
        if case .id(let id) = reference { return ResolvedFilm(id: id, match: nil) }
        return try await libraryCall(id: nil) {
            try container.librarySceneDIContainer.makeResolveFilmUseCase().execute(reference, among: try await candidates())
        }
    }

    /// Prints `sentence`, safe for a terminal; a film found by its title is
    /// named there as `Heat (1995, id 949)`.
    func printConfirmation(_ sentence: String, naming film: LibraryFilm?, resolved: ResolvedFilm) throws {
        var line = sentence
        if resolved.match != nil, let film, let range = line.firstRange(of: LibraryConfirmation.name(film)) {
            line.replaceSubrange(range, with: Self.identifiedName(film))
        }
        try container.streams.printOut(TextSanitizer.sanitize(line))
    }

    /// `Heat (1995, id 949)`, or `Heat (id 949)` when the year is unknown.
    static func identifiedName(_ film: LibraryFilm) -> String {
        film.title + " (" + ((film.year.map { "\($0), " } ?? "") + "id \(film.id)") + ")"
    }

    /// The one sentence for a title that names no film or several.
    static func sentence(for error: FilmResolutionError) -> String {
        switch error {
        case let .ambiguous(title, year, matches):
            let named = "\"" + title + "\"" + (year.map { " (\($0))" } ?? "")
            let listed = matches.map(identifiedName).joined(separator: ", ")
            let hint = year == nil ? "add the year, as in \"\(title) (\(matches[0].year.map(String.init) ?? "YYYY"))\", or give the TMDB id" : "give the TMDB id"
            return TextSanitizer.sanitize("\(named) names \(matches.count) films: \(listed); \(hint).")
        case let .notFound(title, year):
            let released = year.map { " released in \($0)" } ?? ""
            return TextSanitizer.sanitize("No film titled \"\(title)\"\(released) was found; check the title, or give the TMDB id.")
        }
    }
}
