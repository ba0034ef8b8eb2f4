/// A film on a list, with your note about it there.
public struct FilmListEntry: Equatable, Sendable {
    /// The film as the library keeps it (title and year as last seen).
    public let film: LibraryFilm
    /// `nil` when there is none; never empty.
    public let note: String?

    public init(film: LibraryFilm, note: String? = nil) {
        self.film = film
        self.note = note.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
    }
}
