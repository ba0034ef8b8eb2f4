/// A list as an imported file gives it: our JSON names its films by id,
/// Letterboxd's list files by title and year, to be looked up with the
/// import's other titles.
public struct ImportedFilmList: Equatable, Sendable {
    /// A film on the list, as the file names it, with your note there.
    public struct Entry: Equatable, Sendable {
        public let film: ImportedFilmReference
        public let note: String?

        public init(film: ImportedFilmReference, note: String? = nil) {
            self.film = film
            self.note = note
        }
    }

    public let name: String
    public let description: String?
    public let isRanked: Bool
    public let createdAt: Timestamp
    /// In the list's order.
    public let entries: [Entry]

    public init(name: String, description: String? = nil, isRanked: Bool = false, createdAt: Timestamp, entries: [Entry] = []) {
        self.name = name
        self.description = description
        self.isRanked = isRanked
        self.createdAt = createdAt
        self.entries = entries
    }

    /// `list`, its films named by id.
    public init(_ list: FilmList) {
        self.init(
            name: list.name, description: list.description, isRanked: list.isRanked, createdAt: list.createdAt,
            entries: list.entries.map { Entry(film: .identified($0.film), note: $0.note) }
        )
    }

    /// The films named only by title, in the list's order.
    var titles: [ImportedTitle] {
        entries.compactMap { entry in
            guard case let .titled(title, year) = entry.film else { return nil }
            return ImportedTitle(title: title, year: year)
        }
    }

    /// The list with each title replaced by the film `resolved` gives it;
    /// a title it gives none for (unmatched or ambiguous, and so reported) is left out.
    func resolving(_ resolved: [ImportedTitle: LibraryFilm]) -> FilmList {
        FilmList(
            name: name, description: description, isRanked: isRanked, createdAt: createdAt,
            entries: entries.compactMap { entry in
                switch entry.film {
                case .identified(let film): return FilmListEntry(film: film, note: entry.note)
                case let .titled(title, year): return resolved[ImportedTitle(title: title, year: year)].map { FilmListEntry(film: $0, note: entry.note) }
                }
            }
        )
    }
}
