/// One of your lists (as Letterboxd has them): a name unique whatever its
/// case, an optional description, ranked or not, and its films in order.
public struct FilmList: Equatable, Sendable {
    public let name: String
    /// `nil` when there is none; never empty.
    public let description: String?
    /// Whether the order is a ranking (shown numbered) rather than a collection.
    public let isRanked: Bool
    public let createdAt: Timestamp
    /// The films in the list's order: the order they were added in.
    public let entries: [FilmListEntry]

    public init(name: String, description: String? = nil, isRanked: Bool = false, createdAt: Timestamp, entries: [FilmListEntry] = []) {
        self.name = name
        self.description = description.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        self.isRanked = isRanked
        self.createdAt = createdAt
        self.entries = entries
    }

    /// The list without its films, as `movies lists` shows it.
    public var summary: FilmListSummary {
        FilmListSummary(name: name, description: description, isRanked: isRanked, createdAt: createdAt, filmCount: entries.count)
    }
}

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

/// A list as the list of lists shows it.
public struct FilmListSummary: Equatable, Sendable {
    public let name: String
    public let description: String?
    public let isRanked: Bool
    public let createdAt: Timestamp
    public let filmCount: Int

    public init(name: String, description: String?, isRanked: Bool, createdAt: Timestamp, filmCount: Int) {
        self.name = name
        self.description = description
        self.isRanked = isRanked
        self.createdAt = createdAt
        self.filmCount = filmCount
    }
}
