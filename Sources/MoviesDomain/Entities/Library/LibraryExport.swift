/// Everything an export writes: the films, your lists, and what is known of
/// each film beyond the library (for Letterboxd's import format).
public struct LibraryExport: Equatable, Sendable {
    public let entries: [LibraryEntry]
    public let lists: [FilmList]
    /// By film; a film with nothing known has no value.
    public let facts: [Movie.Identifier: ExportedFilmFacts]

    public init(entries: [LibraryEntry], lists: [FilmList] = [], facts: [Movie.Identifier: ExportedFilmFacts] = [:]) {
        self.entries = entries
        self.lists = lists
        self.facts = facts
    }
}
