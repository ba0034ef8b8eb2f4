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

    /// Prints `sentence`, safe for a terminal; a film found by its title is
    /// named there as `Heat (1995, id 949)`.
    func printConfirmation(_ sentence: String, naming film: LibraryFilm, resolved: ResolvedFilm) throws {
        var line = sentence
        if resolved.match != nil, let range = line.firstRange(of: LibraryConfirmation.name(film)) {
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
