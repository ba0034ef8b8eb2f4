import Foundation
@testable import MoviesData
import MoviesDomain
import Storage
import TestSupport
import Testing

struct LibraryDatabaseTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("LibraryDatabaseTests-\(UUID().uuidString)")
    private let clock: @Sendable () -> Timestamp = { Timestamp(secondsSince1970: 1_800_000_000) }

    @Test func whenTheSchemaMovesOn_aCopyOfTheOldFileIsWrittenFirstAndKeepsEveryFilm() async throws {
        // given
        defer { try? FileManager.default.removeItem(at: directory) }
        let repository = DefaultLibraryRepository(directory: directory, now: clock)
        _ = try await repository.addToWatchlist(LibraryFilm(id: 27205, title: "Inception", year: 2010), at: clock())
        repository.close()
        let next = SQLiteMigrator(migrations: LibrarySchema.migrator.migrations + [
            SQLiteMigration(name: "v5 test", sql: "ALTER TABLE films ADD COLUMN note TEXT"),
        ])

        // when
        let migrated = DefaultLibraryRepository(directory: directory, migrator: next, now: clock)
        let entry = try await migrated.entry(id: 27205)
        migrated.close()

        // then
        #expect(entry?.film.title == "Inception")
        let backup = directory.appendingPathComponent("library.sqlite3.backup-v4-20270115T080000Z").path
        #expect(try SQLiteShell.query("SELECT title FROM films", database: backup, readOnly: true) == "Inception")
        #expect(try SQLiteShell.query("PRAGMA user_version", database: backup, readOnly: true) == "4")
        #expect(try FileManager.default.attributesOfItem(atPath: backup)[.posixPermissions] as? Int == 0o600)
        let file = directory.appendingPathComponent("library.sqlite3").path
        #expect(try SQLiteShell.query("PRAGMA user_version", database: file, readOnly: true) == "5")
    }

    @Test(arguments: [(-1, LibraryError.unknownSchema(path: "", version: -1)), (0, .unknownSchema(path: "", version: 0)), (7, .newerSchema(path: "", version: 7, supportedVersion: 4))])
    func whenTheSchemaVersionIsNoneThisBuildCanMigrate_everyCallFailsAndTheFileStaysAsItIsWithNoCopy(version: Int, expected: LibraryError) async throws {
        // given: a library whose user_version was changed by hand (0: its tables exist, a migration from 0 cannot run)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("library.sqlite3").path
        let repository = DefaultLibraryRepository(directory: directory, now: clock)
        _ = try await repository.addToWatchlist(LibraryFilm(id: 27205, title: "Inception", year: 2010), at: clock())
        repository.close()
        _ = try SQLiteShell.query("PRAGMA user_version = \(version)", database: file)
        let before = try Data(contentsOf: URL(fileURLWithPath: file))

        // when: a read and a write, each by a new process's repository
        var errors: [LibraryError] = []
        for attempt in 0..<3 {
            let reopened = DefaultLibraryRepository(directory: directory, now: clock)
            do {
                if attempt == 0 { _ = try await reopened.allEntries() } else { _ = try await reopened.addToWatchlist(LibraryFilm(id: 1, title: "x"), at: clock()) }
            } catch let error as LibraryError {
                errors.append(error)
            }
            reopened.close()
        }

        // then
        let named = { (error: LibraryError) -> LibraryError in
            switch error {
            case .unknownSchema(_, let version): .unknownSchema(path: "", version: version)
            case .newerSchema(_, let version, let supported): .newerSchema(path: "", version: version, supportedVersion: supported)
            default: error
            }
        }
        #expect(errors.map(named) == Array(repeating: expected, count: 3))
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!names.contains { $0.contains("backup") }, "\(names)")
    }

    @Test func whenAnotherProgramsDatabaseIsAtThePath_itIsRefusedAndNotWritten() async throws {
        // given
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("library.sqlite3").path
        _ = try SQLiteShell.query("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine')", database: file)
        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        let repository = DefaultLibraryRepository(directory: directory, now: clock)

        // when / then
        await #expect(throws: LibraryError.self) { try await repository.addToWatchlist(LibraryFilm(id: 1, title: "x"), at: clock()) }
        await #expect(throws: LibraryError.self) { try await repository.allEntries() }
        repository.close()
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
    }

    @Test func whenNoLibraryExists_readsFindItEmptyAndCreateNothing() async throws {
        // given
        defer { try? FileManager.default.removeItem(at: directory) }
        let repository = DefaultLibraryRepository(directory: directory, now: clock)

        // when
        let entries = try await repository.entries(in: .watchlist, sortedBy: .title)
        let removed = try await repository.removeViewings(of: 1, on: nil)

        // then
        #expect(entries.value.isEmpty && entries.problem == nil && removed == 0)
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test func listsAreOrderedBySortWithTiesByTitle() async throws {
        // given
        defer { try? FileManager.default.removeItem(at: directory) }
        let repository = DefaultLibraryRepository(directory: directory, now: clock)
        let films = [LibraryFilm(id: 1, title: "beta", year: 2001), LibraryFilm(id: 2, title: "Alpha", year: nil), LibraryFilm(id: 3, title: "Gamma", year: 2010)]
        for (index, film) in films.enumerated() {
            _ = try await repository.addToWatchlist(film, at: Timestamp(secondsSince1970: Double(index)))
        }
        _ = try await repository.setRating(FilmRating(rating: StarRating(halfStars: 4)!, ratedAt: clock()), of: films[0])

        // when
        func order(_ sort: LibrarySort) async throws -> [Int] {
            try await repository.entries(in: .watchlist, sortedBy: sort).value.map(\.film.id)
        }

        // then
        #expect(try await order(.added) == [3, 2, 1])
        #expect(try await order(.title) == [2, 1, 3])
        #expect(try await order(.year) == [3, 1, 2])
        #expect(try await order(.rating) == [1, 2, 3])
        repository.close()
    }
}
