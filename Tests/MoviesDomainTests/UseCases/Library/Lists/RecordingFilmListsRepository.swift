import MoviesDomain
import Synchronization

/// Lists held in memory, keyed as the library keys them, each call recorded.
final class RecordingFilmListsRepository: FilmListsRepository {
    private let state = Mutex<(lists: [String: FilmList], calls: [String])>(([:], []))

    init(_ lists: [FilmList] = []) {
        state.withLock { for list in lists { $0.lists[FilmListName.key(list.name)] = list } }
    }

    var calls: [String] { state.withLock { $0.calls } }

    func filmLists() async throws -> LibraryRead<[FilmListSummary]> {
        LibraryRead(value: state.withLock { $0.lists.values.map(\.summary) })
    }

    func allFilmLists() async throws -> LibraryRead<[FilmList]> {
        LibraryRead(value: state.withLock { $0.lists.sorted { $0.key < $1.key }.map(\.value) })
    }

    func filmList(named name: String) async throws -> LibraryRead<FilmList?> {
        LibraryRead(value: state.withLock { $0.lists[FilmListName.key(name)] })
    }

    func createFilmList(name: String, description: String?, isRanked: Bool, at time: Timestamp) async throws {
        try change("create \(name)") { lists in
            if let existing = lists[FilmListName.key(name)] { throw FilmListError.nameTaken(name: name, existing: existing.name) }
            lists[FilmListName.key(name)] = FilmList(name: name, description: description, isRanked: isRanked, createdAt: time)
        }
    }

    func renameFilmList(_ name: String, to newName: String) async throws -> String {
        try change("rename \(name) \(newName)") { lists in
            guard let list = lists.removeValue(forKey: FilmListName.key(name)) else { throw FilmListError.unknownList(name: name) }
            lists[FilmListName.key(newName)] = FilmList(name: newName, description: list.description, isRanked: list.isRanked, createdAt: list.createdAt, entries: list.entries)
            return list.name
        }
    }

    func deleteFilmList(_ name: String) async throws -> FilmList {
        try change("delete \(name)") { lists in
            guard let list = lists.removeValue(forKey: FilmListName.key(name)) else { throw FilmListError.unknownList(name: name) }
            return list
        }
    }

    func addToFilmList(_ name: String, film: LibraryFilm, note: String?) async throws -> (list: String, added: Bool) {
        try change("add \(film.id) \(name) \(note ?? "-")") { lists in
            guard let list = lists[FilmListName.key(name)] else { throw FilmListError.unknownList(name: name) }
            guard !list.entries.contains(where: { $0.film.id == film.id }) else { return (list.name, false) }
            lists[FilmListName.key(name)] = Self.list(list, entries: list.entries + [FilmListEntry(film: film, note: note)])
            return (list.name, true)
        }
    }

    func removeFromFilmList(_ name: String, id: Movie.Identifier) async throws -> (list: String, film: LibraryFilm) {
        try change("remove \(id) \(name)") { lists in
            guard let list = lists[FilmListName.key(name)] else { throw FilmListError.unknownList(name: name) }
            guard let entry = list.entries.first(where: { $0.film.id == id }) else { throw FilmListError.notOnList(id: id, list: list.name) }
            lists[FilmListName.key(name)] = Self.list(list, entries: list.entries.filter { $0.film.id != id })
            return (list.name, entry.film)
        }
    }

    func setNote(_ note: String?, of id: Movie.Identifier, in name: String) async throws -> (list: String, film: LibraryFilm) {
        try change("note \(id) \(name) \(note ?? "nil")") { lists in
            guard let list = lists[FilmListName.key(name)] else { throw FilmListError.unknownList(name: name) }
            guard let entry = list.entries.first(where: { $0.film.id == id }) else { throw FilmListError.notOnList(id: id, list: list.name) }
            lists[FilmListName.key(name)] = Self.list(list, entries: list.entries.map { $0.film.id == id ? FilmListEntry(film: $0.film, note: note) : $0 })
            return (list.name, entry.film)
        }
    }

    private func change<T>(_ call: String, _ body: (inout [String: FilmList]) throws -> T) throws -> T {
        try state.withLock { state in
            state.calls.append(call)
            return try body(&state.lists)
        }
    }

    private static func list(_ list: FilmList, entries: [FilmListEntry]) -> FilmList {
        FilmList(name: list.name, description: list.description, isRanked: list.isRanked, createdAt: list.createdAt, entries: entries)
    }
}
