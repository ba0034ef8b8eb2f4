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

    /// The list with each film given the facts `facts` holds for it.
    func knowing(_ facts: [Movie.Identifier: FilmFacts]) -> FilmList {
        let entries = entries.map { entry in
            facts[entry.film.id].map { FilmListEntry(film: entry.film.knowing($0), note: entry.note) } ?? entry
        }
        return FilmList(name: name, description: description, isRanked: isRanked, createdAt: createdAt, entries: entries)
    }

    /// The list without its films, as `movies lists` shows it.
    public var summary: FilmListSummary {
        FilmListSummary(name: name, description: description, isRanked: isRanked, createdAt: createdAt, filmCount: entries.count)
    }
}
