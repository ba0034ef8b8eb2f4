import MoviesDomain

extension LibraryJSONDocument {
    /// A list with its films in order, each named by id with the title and
    /// year the library keeps (so the list reads on its own), and its note.
    package struct ListDTO: Codable {
        let name: String
        let description: String?
        let ranked: Bool
        let createdAt: String
        let films: [EntryDTO]

        private enum CodingKeys: String, CodingKey {
            case name, description, ranked, films
            case createdAt = "created_at"
        }

        init(list: FilmList) {
            name = list.name
            description = list.description
            ranked = list.isRanked
            createdAt = LibraryTimeText.string(list.createdAt)
            films = list.entries.map(EntryDTO.init(entry:))
        }

        /// The list as the library keeps it.
        /// - Throws: `LibraryFileError.malformedJSON` naming the first value that cannot be read.
        func list(path: String) throws -> FilmList {
            func bad(_ what: String) -> LibraryFileError {
                .malformedJSON(path: path, problem: "a list has \(what)")
            }
            guard let name = try? FilmListName.cleaned(name) else { throw bad("a name that cannot name a list") }
            guard let created = LibraryTimeText.timestamp(createdAt) else { throw bad("a creation time that is not one") }
            let entries = try films.map { entry in
                guard entry.id > 0 else { throw bad("a film whose id is not a TMDB id") }
                return FilmListEntry(film: LibraryFilm(id: entry.id, title: entry.title, year: entry.year), note: entry.note)
            }
            return FilmList(name: name, description: description, isRanked: ranked, createdAt: created, entries: entries)
        }
    }

    package struct EntryDTO: Codable {
        let id: Int
        let title: String
        let year: Int?
        let note: String?

        init(entry: FilmListEntry) {
            id = entry.film.id
            title = entry.film.title
            year = entry.film.year
            note = entry.note
        }
    }
}
