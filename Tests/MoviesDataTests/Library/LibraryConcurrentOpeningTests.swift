import Foundation
@testable import MoviesData
import MoviesDomain
import Storage
import TestSupport
import Testing

/// Several `movies` started at once on a machine with no library yet: each
/// creates, migrates or switches the same new file while the others do, and
/// every one of them must open it and keep its change.
struct LibraryConcurrentOpeningTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("LibraryConcurrentOpeningTests-\(UUID().uuidString)")
    private let clock: @Sendable () -> Timestamp = { Timestamp(secondsSince1970: 1_800_000_000) }

    struct NoLibrary: Error {}

    @Test func whenSeveralConnectionsCreateTheLibraryAtOnce_eachOpensItAndEveryWriteIsKeptOnce() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let writers = 8
        // Several rounds, each on a library that does not exist yet: the race is at its creation.
        for round in 1...12 {
            // given
            let library = directory.appendingPathComponent("round-\(round)")
            let clock = clock

            // when: each thread opens its own connection, as a process would, and adds one film
            let errors = runOnThreads(writers) { writer in
                guard let database = try LibraryDatabase.open(directory: library, creating: true, now: clock) else { throw NoLibrary() }
                defer { database.close() }
                let film = LibraryFilm(id: 1000 + writer, title: "Film \(writer)", year: 2000)
                try database.write { connection in
                    try LibraryStatements.upsert(film, connection)
                    _ = try LibraryStatements.addToWatchlist(film.id, at: clock(), connection)
                }
            }

            // then
            #expect(errors.isEmpty, "round \(round): \(errors)")
            let file = library.appendingPathComponent(LibraryDatabase.fileName).path
            #expect(try SQLiteShell.query("SELECT count(*) FROM watchlist", database: file, readOnly: true) == String(writers))
            #expect(try SQLiteShell.query("PRAGMA journal_mode", database: file, readOnly: true) == "wal")
            #expect(try SQLiteShell.query("PRAGMA user_version", database: file, readOnly: true) == String(LibrarySchema.migrator.latestVersion))
            guard errors.isEmpty else { return }
        }
    }
}
