/// Why a title typed where the library takes a film names no one film (a usage error).
public enum FilmResolutionError: Error, Equatable, Sendable {
    /// Several films are equally good matches, in the search's order.
    case ambiguous(title: String, year: Int?, matches: [LibraryFilm])
    /// No film has that title (in that year).
    case notFound(title: String, year: Int?)
}
