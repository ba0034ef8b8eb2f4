import MoviesData
import MoviesDomain

/// Your lists as `movies lists --json` and `movies list NAME --json` print them.
enum FilmListJSON {
    /// A list without its films.
    struct Summary: Encodable {
        let name: String
        let description: String?
        let ranked: Bool
        let createdAt: String
        let films: Int

        init(_ summary: FilmListSummary) {
            name = summary.name
            description = summary.description
            ranked = summary.isRanked
            createdAt = LibraryTimeText.string(summary.createdAt)
            films = summary.filmCount
        }

        private enum CodingKeys: String, CodingKey {
            case name, description, ranked, films
            case createdAt = "created_at"
        }
    }

    /// A list with its films in order.
    struct List: Encodable {
        let name: String
        let description: String?
        let ranked: Bool
        let createdAt: String
        let films: [Entry]

        init(_ list: FilmList) {
            name = list.name
            description = list.description
            ranked = list.isRanked
            createdAt = LibraryTimeText.string(list.createdAt)
            films = list.entries.enumerated().map { Entry(position: $0.offset + 1, $0.element) }
        }

        private enum CodingKeys: String, CodingKey {
            case name, description, ranked, films
            case createdAt = "created_at"
        }
    }

    struct Entry: Encodable {
        let position: Int
        let id: Int
        let title: String
        let year: Int?
        let note: String?

        init(position: Int, _ entry: FilmListEntry) {
            self.position = position
            id = entry.film.id
            title = entry.film.title
            year = entry.film.year
            note = entry.note
        }
    }
}
