import MoviesDomain
import Storage

/// The statements of your lists, each run inside a transaction of
/// `LibraryDatabase`. A list is found by `FilmListName.key`, so case and
/// spacing never make two lists of one name.
enum FilmListStatements {
    /// A list's own row.
    struct ListRow {
        let id: Int64
        let name: String
        let description: String?
        let isRanked: Bool
        let createdAt: Timestamp

        /// The list with `entries`, as the domain has it.
        func list(entries: [FilmListEntry]) -> FilmList {
            FilmList(name: name, description: description, isRanked: isRanked, createdAt: createdAt, entries: entries)
        }
    }

    static let listColumns = "list_id, name, description, ranked, created_at"

    /// The list called `name`, or `nil`.
    static func list(named name: String, _ connection: SQLiteConnection) throws -> ListRow? {
        try connection.firstRow("SELECT \(listColumns) FROM lists WHERE name_key = ?", [.text(FilmListName.key(name))]).map { try listRow($0.values) }
    }

    /// The list called `name`.
    /// - Throws: `FilmListError.unknownList` when there is none.
    static func existingList(named name: String, _ connection: SQLiteConnection) throws -> ListRow {
        guard let list = try list(named: name, connection) else { throw FilmListError.unknownList(name: name) }
        return list
    }

    /// Every list's own row, by name.
    static func rows(_ connection: SQLiteConnection) throws -> [ListRow] {
        try connection.query("SELECT \(listColumns) FROM lists ORDER BY name_key, list_id").map { try listRow($0.values) }
    }

    /// What a damaged file still gives of every list: each list's row, and
    /// its films where they read (a list whose films do not keeps its name).
    static func salvage(_ connection: SQLiteConnection) -> [FilmList] {
        ((try? rows(connection)) ?? []).map { list in list.list(entries: (try? entries(of: list, connection)) ?? []) }
    }

    /// Every list with its count of films, by name.
    static func summaries(_ connection: SQLiteConnection) throws -> [FilmListSummary] {
        let rows = try connection.query(
            """
            SELECT lists.list_id, lists.name, lists.description, lists.ranked, lists.created_at, count(list_entries.tmdb_id)
            FROM lists LEFT JOIN list_entries USING (list_id) GROUP BY lists.list_id ORDER BY lists.name_key, lists.list_id
            """
        )
        return try rows.map { row in
            let list = try listRow(row.values)
            guard case .integer(let count) = row.values[5] else { throw LibraryDatabase.LibraryDamage() }
            return FilmListSummary(name: list.name, description: list.description, isRanked: list.isRanked, createdAt: list.createdAt, filmCount: Int(count))
        }
    }

    /// The list's films in order, each as the library keeps it.
    static func entries(of list: ListRow, _ connection: SQLiteConnection) throws -> [FilmListEntry] {
        let rows = try connection.query(
            """
            SELECT list_entries.tmdb_id, films.title, films.year, films.original_title, films.poster_path, list_entries.note
            FROM list_entries LEFT JOIN films USING (tmdb_id) WHERE list_entries.list_id = ? ORDER BY list_entries.position, list_entries.tmdb_id
            """,
            [.integer(list.id)]
        )
        return try rows.map { row in
            let values = row.values
            guard values.count == 6, case .integer(let rawID) = values[0], let id = Int(exactly: rawID) else { throw LibraryDatabase.LibraryDamage() }
            // A film whose row is missing (a damaged file) is named by its id.
            let film = LibraryFilm(
                id: id, title: LibraryTables.text(values[1]) ?? "TMDB film \(id)", year: LibraryTables.integer(values[2]).flatMap { Int(exactly: $0) },
                originalTitle: LibraryTables.text(values[3]), posterPath: LibraryTables.text(values[4])
            )
            return FilmListEntry(film: film, note: LibraryTables.text(values[5]))
        }
    }

    /// Creates the list.
    /// - Throws: `FilmListError.nameTaken` when a list has the name already.
    static func create(name: String, description: String?, isRanked: Bool, at time: Timestamp, _ connection: SQLiteConnection) throws {
        if let existing = try list(named: name, connection) { throw FilmListError.nameTaken(name: name, existing: existing.name) }
        try connection.run(
            "INSERT INTO lists (name, name_key, description, ranked, created_at) VALUES (?, ?, ?, ?, ?)",
            [.text(name), .text(FilmListName.key(name)), SQLiteValue(description), .integer(isRanked ? 1 : 0), .integer(LibraryTables.milliseconds(time))]
        )
    }

    /// Appends the film unless it is on the list.
    /// - Returns: Whether it was added.
    static func append(_ id: Movie.Identifier, note: String?, to list: ListRow, _ connection: SQLiteConnection) throws -> Bool {
        try connection.run(
            """
            INSERT INTO list_entries (list_id, tmdb_id, position, note)
            VALUES (?1, ?2, (SELECT coalesce(max(position), 0) + 1 FROM list_entries WHERE list_id = ?1), ?3)
            ON CONFLICT (list_id, tmdb_id) DO NOTHING
            """,
            [.integer(list.id), .integer(Int64(id)), SQLiteValue(note)]
        )
        return connection.changes > 0
    }

    /// Takes the film off the list and closes the gap.
    /// - Throws: `FilmListError.notOnList`.
    static func remove(_ id: Movie.Identifier, from list: ListRow, _ connection: SQLiteConnection) throws {
        guard let position = try connection.firstRow(
            "SELECT position FROM list_entries WHERE list_id = ? AND tmdb_id = ?", [.integer(list.id), .integer(Int64(id))]
        ).flatMap({ LibraryTables.integer($0.values[0]) }) else { throw FilmListError.notOnList(id: id, list: list.name) }
        try connection.run("DELETE FROM list_entries WHERE list_id = ? AND tmdb_id = ?", [.integer(list.id), .integer(Int64(id))])
        try connection.run("UPDATE list_entries SET position = position - 1 WHERE list_id = ? AND position > ?", [.integer(list.id), .integer(position)])
    }

    /// The film's row as kept, or its id as a name when the row is missing.
    static func film(_ id: Movie.Identifier, _ connection: SQLiteConnection) throws -> LibraryFilm {
        var tables = LibraryTables()
        try tables.read(.films, connection, ids: Int64(id)...Int64(id))
        return tables.films[id] ?? LibraryFilm(id: id, title: "TMDB film \(id)")
    }

    private static func listRow(_ values: [SQLiteValue]) throws -> ListRow {
        guard values.count >= 5, case .integer(let id) = values[0], case .text(let name) = values[1],
              case .integer(let ranked) = values[3], case .integer(let created) = values[4]
        else { throw LibraryDatabase.LibraryDamage() }
        return ListRow(id: id, name: name, description: LibraryTables.text(values[2]), isRanked: ranked != 0, createdAt: LibraryTables.timestamp(created))
    }
}
