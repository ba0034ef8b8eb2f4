import MoviesDomain
import Storage

/// Your lists live in the library file beside the watchlist and the diary,
/// with the same guarantees: one transaction per change, durable writes, a
/// damaged file read as far as it can be and never written.
extension DefaultLibraryRepository: FilmListsRepository {
    public func filmLists() async throws -> LibraryRead<[FilmListSummary]> {
        guard let database = try database(creating: false) else { return LibraryRead(value: []) }
        return try database.read(verifying: true, FilmListStatements.summaries, salvage: { FilmListStatements.salvage($0).map(\.summary) })
    }

    public func allFilmLists() async throws -> LibraryRead<[FilmList]> {
        guard let database = try database(creating: false) else { return LibraryRead(value: []) }
        let everyList = { (connection: SQLiteConnection) throws -> [FilmList] in
            try FilmListStatements.rows(connection).map { $0.list(entries: try FilmListStatements.entries(of: $0, connection)) }
        }
        // A damaged file gives what reads: the way out of it is an export.
        return try database.read(verifying: true, everyList, salvage: FilmListStatements.salvage)
    }

    public func filmList(named name: String) async throws -> LibraryRead<FilmList?> {
        guard let database = try database(creating: false) else { return LibraryRead(value: nil) }
        let key = FilmListName.key(name)
        return try database.read(verifying: true, { connection -> FilmList? in
            guard let list = try FilmListStatements.list(named: name, connection) else { return nil }
            return list.list(entries: try FilmListStatements.entries(of: list, connection))
        }, salvage: { FilmListStatements.salvage($0).first { FilmListName.key($0.name) == key } })
    }

    public func createFilmList(name: String, description: String?, isRanked: Bool, at time: Timestamp) async throws {
        try write { try FilmListStatements.create(name: name, description: description, isRanked: isRanked, at: time, $0) }
    }

    public func renameFilmList(_ name: String, to newName: String) async throws -> String {
        try existingLibrary(else: .unknownList(name: name))
        return try write { connection in
            let list = try FilmListStatements.existingList(named: name, connection)
            if let other = try FilmListStatements.list(named: newName, connection), other.id != list.id {
                throw FilmListError.nameTaken(name: newName, existing: other.name)
            }
            try connection.run(
                "UPDATE lists SET name = ?, name_key = ? WHERE list_id = ?",
                [.text(newName), .text(FilmListName.key(newName)), .integer(list.id)]
            )
            return list.name
        }
    }

    public func deleteFilmList(_ name: String) async throws -> FilmList {
        try existingLibrary(else: .unknownList(name: name))
        return try write { connection in
            let list = try FilmListStatements.existingList(named: name, connection)
            let entries = try FilmListStatements.entries(of: list, connection)
            try connection.run("DELETE FROM list_entries WHERE list_id = ?", [.integer(list.id)])
            try connection.run("DELETE FROM lists WHERE list_id = ?", [.integer(list.id)])
            for entry in entries { try LibraryStatements.removeFilmIfUnused(entry.film.id, connection) }
            return list.list(entries: entries)
        }
    }

    public func addToFilmList(_ name: String, film: LibraryFilm, note: String?) async throws -> (list: String, added: Bool) {
        try existingLibrary(else: .unknownList(name: name))
        return try write { connection in
            let list = try FilmListStatements.existingList(named: name, connection)
            try LibraryStatements.upsert(film, connection)
            return (list.name, try FilmListStatements.append(film.id, note: note, to: list, connection))
        }
    }

    public func removeFromFilmList(_ name: String, id: Movie.Identifier) async throws -> (list: String, film: LibraryFilm) {
        try existingLibrary(else: .unknownList(name: name))
        return try write { connection in
            let list = try FilmListStatements.existingList(named: name, connection)
            let film = try FilmListStatements.film(id, connection)
            try FilmListStatements.remove(id, from: list, connection)
            try LibraryStatements.removeFilmIfUnused(id, connection)
            return (list.name, film)
        }
    }

    public func setNote(_ note: String?, of id: Movie.Identifier, in name: String) async throws -> (list: String, film: LibraryFilm) {
        try existingLibrary(else: .unknownList(name: name))
        return try write { connection in
            let list = try FilmListStatements.existingList(named: name, connection)
            try connection.run("UPDATE list_entries SET note = ? WHERE list_id = ? AND tmdb_id = ?", [SQLiteValue(note), .integer(list.id), .integer(Int64(id))])
            guard connection.changes > 0 else { throw FilmListError.notOnList(id: id, list: list.name) }
            return (list.name, try FilmListStatements.film(id, connection))
        }
    }

    /// With no library file there is no list: said without creating the file.
    private func existingLibrary(else error: FilmListError) throws {
        guard try database(creating: false) != nil else { throw error }
    }
}
