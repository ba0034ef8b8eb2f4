import Foundation
@testable import MoviesData
import MoviesDomain
import Storage
import TestSupport
import Testing

/// Your lists in the library file: schema 3 brought into a schema-2 file
/// without loss, a name unique whatever its case, films kept in the order
/// added, one transaction per change even with several writers at once.
struct FilmListsStoreTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("FilmListsStoreTests-\(UUID().uuidString)")
    private let clock: @Sendable () -> Timestamp = { Timestamp(secondsSince1970: 1_800_000_000) }
    private static let heat = LibraryFilm(id: 949, title: "Heat", year: 1995, originalTitle: "Heat", posterPath: "/heat.jpg")
    private static let inception = LibraryFilm(id: 27205, title: "Inception", year: 2010)
    private static let knight = LibraryFilm(id: 155, title: "The Dark Knight", year: 2008)
    private var file: String { directory.appendingPathComponent(LibraryDatabase.fileName).path }

    @Test func aVersion2FileWithData_isUpgradedToListsLosingNothing_afterABackupCopy() async throws {
        // given: a schema-2 library with a watchlist, a viewing with its diary, a rating, written as schema 2 wrote them
        defer { try? FileManager.default.removeItem(at: directory) }
        let version2 = SQLiteMigrator(migrations: Array(LibrarySchema.migrator.migrations.prefix(2)))
        try #require(try LibraryDatabase.open(directory: directory, creating: true, migrator: version2, now: clock)).close()
        _ = try SQLiteShell.query(
            """
            INSERT INTO films (tmdb_id, title, year, original_title, poster_path) VALUES (949, 'Heat', 1995, 'Heat', '/heat.jpg'), (27205, 'Inception', 2010, NULL, NULL), (155, 'The Dark Knight', 2008, NULL, NULL);
            INSERT INTO watchlist VALUES (949, 1700000000500);
            INSERT INTO viewings (tmdb_id, watched_on, logged_at, half_stars, rewatch, tags, review) VALUES (27205, '2024-03-09', 1710000000123, 9, 1, 'cinema' || char(10) || '35mm', 'Two lines,' || char(10) || '"quoted".');
            INSERT INTO ratings VALUES (27205, 9, 1800000000000), (155, 6, 1700000000000);
            """,
            database: file
        )
        let viewing = Viewing(
            date: CalendarDate(year: 2024, month: 3, day: 9)!, loggedAt: Timestamp(secondsSince1970: 1_710_000_000.123),
            rating: StarRating(stars: 4.5), isRewatch: true, tags: ["cinema", "35mm"], review: "Two lines,\n\"quoted\"."
        )
        let before = [
            LibraryEntry(film: LibraryFilm(id: 155, title: "The Dark Knight", year: 2008), rating: FilmRating(rating: StarRating(stars: 3)!, ratedAt: Timestamp(secondsSince1970: 1_700_000_000))),
            LibraryEntry(film: Self.heat, watchlistAddedAt: Timestamp(secondsSince1970: 1_700_000_000.5)),
            LibraryEntry(film: Self.inception, viewings: [viewing], rating: FilmRating(rating: StarRating(stars: 4.5)!, ratedAt: clock())),
        ]

        // when
        let repository = DefaultLibraryRepository(directory: directory, now: clock)
        let after = try await repository.allEntries().value
        let lists = try await repository.filmLists().value
        try await repository.createFilmList(name: "Favourites", description: nil, isRanked: false, at: clock())
        repository.close()

        // then
        #expect(after == before)
        #expect(lists.isEmpty)
        #expect(try SQLiteShell.query("PRAGMA user_version", database: file, readOnly: true) == String(LibrarySchema.migrator.latestVersion))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let backup = try #require(names.first { $0.hasPrefix("library.sqlite3.backup-v2-") }, "\(names)")
        let backupPath = directory.appendingPathComponent(backup).path
        #expect(try SQLiteShell.query("SELECT count(*) FROM films", database: backupPath, readOnly: true) == "3")
        #expect(try SQLiteShell.query("SELECT name FROM lists", database: file, readOnly: true) == "Favourites")
    }

    @Test func filmsKeepTheOrderTheyWereAddedIn_andARemovalClosesTheGap() async throws {
        // given
        defer { try? FileManager.default.removeItem(at: directory) }
        let repository = DefaultLibraryRepository(directory: directory, now: clock)
        defer { repository.close() }
        try await repository.createFilmList(name: "Top  Picks", description: "Best of all.", isRanked: true, at: clock())

        // when
        for film in [Self.knight, Self.heat, Self.inception] { _ = try await repository.addToFilmList("top picks", film: film, note: nil) }
        let again = try await repository.addToFilmList("TOP PICKS", film: Self.heat, note: "ignored")
        _ = try await repository.setNote("The diner.", of: 949, in: "Top Picks")
        let removed = try await repository.removeFromFilmList("top picks", id: 155)
        _ = try await repository.addToFilmList("top picks", film: Self.knight, note: nil)
        let list = try #require(try await repository.filmList(named: "top picks").value)

        // then
        #expect(again.list == "Top  Picks" && !again.added)
        #expect(removed.film == Self.knight && removed.list == "Top  Picks")
        #expect(list.entries.map(\.film.id) == [949, 27205, 155])
        #expect(list.entries.map(\.note) == ["The diner.", nil, nil])
        #expect(list.entries[0].film == Self.heat, "the film as the library keeps it")
        #expect(list.isRanked && list.description == "Best of all." && list.name == "Top  Picks")
        #expect(try SQLiteShell.query("SELECT group_concat(position) FROM (SELECT position FROM list_entries ORDER BY position)", database: file) == "1,2,3")
        #expect(try await repository.filmLists().value == [FilmListSummary(name: "Top  Picks", description: "Best of all.", isRanked: true, createdAt: clock(), filmCount: 3)])
    }

    @Test func aNameIsTakenWhateverItsCase_andAnUnknownListIsSaid_andNothingChanges() async throws {
        // given
        defer { try? FileManager.default.removeItem(at: directory) }
        let repository = DefaultLibraryRepository(directory: directory, now: clock)
        defer { repository.close() }
        try await repository.createFilmList(name: "Noir", description: nil, isRanked: false, at: clock())
        try await repository.createFilmList(name: "Heist", description: nil, isRanked: false, at: clock())
        _ = try await repository.addToFilmList("Noir", film: Self.heat, note: nil)
        let before = try SQLiteShell.query("SELECT * FROM lists; SELECT * FROM list_entries; SELECT * FROM films", database: file)

        // when / then
        await #expect(throws: FilmListError.nameTaken(name: "NOIR", existing: "Noir")) {
            try await repository.createFilmList(name: "NOIR", description: nil, isRanked: true, at: clock())
        }
        await #expect(throws: FilmListError.nameTaken(name: "noir", existing: "Noir")) { _ = try await repository.renameFilmList("Heist", to: "noir") }
        await #expect(throws: FilmListError.unknownList(name: "Westerns")) { _ = try await repository.addToFilmList("Westerns", film: Self.knight, note: nil) }
        await #expect(throws: FilmListError.unknownList(name: "Westerns")) { _ = try await repository.deleteFilmList("Westerns") }
        await #expect(throws: FilmListError.notOnList(id: 155, list: "Noir")) { _ = try await repository.removeFromFilmList("noir", id: 155) }
        await #expect(throws: FilmListError.notOnList(id: 155, list: "Noir")) { _ = try await repository.setNote("x", of: 155, in: "noir") }
        #expect(try SQLiteShell.query("SELECT * FROM lists; SELECT * FROM list_entries; SELECT * FROM films", database: file) == before)
        // a list may take its own name in another case
        #expect(try await repository.renameFilmList("noir", to: "NOIR") == "Noir")
    }

    @Test func aFilmOnlyOnAListKeepsItsRow_untilItLeavesTheLastPlaceThatNamesIt() async throws {
        // given
        defer { try? FileManager.default.removeItem(at: directory) }
        let repository = DefaultLibraryRepository(directory: directory, now: clock)
        defer { repository.close() }
        try await repository.createFilmList(name: "A", description: nil, isRanked: false, at: clock())
        try await repository.createFilmList(name: "B", description: nil, isRanked: false, at: clock())
        _ = try await repository.addToWatchlist(Self.heat, at: clock())
        _ = try await repository.addToFilmList("A", film: Self.heat, note: nil)
        _ = try await repository.addToFilmList("B", film: Self.inception, note: nil)

        // when
        _ = try await repository.removeFromWatchlist(id: 949)
        let heatKept = try SQLiteShell.query("SELECT count(*) FROM films WHERE tmdb_id = 949", database: file)
        _ = try await repository.removeFromFilmList("A", id: 949)
        let deleted = try await repository.deleteFilmList("B")

        // then
        #expect(heatKept == "1")
        #expect(deleted.entries.map(\.film) == [Self.inception])
        #expect(try SQLiteShell.query("SELECT count(*) FROM films", database: file) == "0")
        #expect(try await repository.filmLists().value.map(\.name) == ["A"])
    }

    @Test func whenSeveralWritersAddAtOnce_everyFilmHasItsOwnPlace_andOneNameMakesOneList() async throws {
        // given: each writer its own connection, as separate processes have
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = DefaultLibraryRepository(directory: directory, now: clock)
        try await first.createFilmList(name: "Queue", description: nil, isRanked: false, at: clock())
        first.close()
        let directory = directory
        let clock = clock

        // when
        let created = try await withThrowingTaskGroup(of: Bool.self) { group in
            for index in 1...12 {
                group.addTask {
                    let repository = DefaultLibraryRepository(directory: directory, now: clock)
                    defer { repository.close() }
                    _ = try await repository.addToFilmList("queue", film: LibraryFilm(id: index, title: "Film \(index)"), note: nil)
                    do {
                        try await repository.createFilmList(name: "Same", description: nil, isRanked: false, at: clock())
                        return true
                    } catch FilmListError.nameTaken {
                        return false
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        // then
        #expect(created.filter { $0 }.count == 1)
        let positions = try SQLiteShell.query("SELECT group_concat(position) FROM (SELECT position FROM list_entries ORDER BY position)", database: file)
        #expect(positions == (1...12).map(String.init).joined(separator: ","))
        #expect(try SQLiteShell.query("SELECT count(DISTINCT tmdb_id) FROM list_entries", database: file) == "12")
    }

    @Test func whenAPageOfListEntriesIsDamaged_listsServeWhatReads_writesAreRefused_andTheFileIsKept() async throws {
        // given: 10 lists of 400 films, then bytes of a page of their entries overwritten
        defer { try? FileManager.default.removeItem(at: directory) }
        let seed = DefaultLibraryRepository(directory: directory, now: clock)
        try await seed.createFilmList(name: "Seed", description: nil, isRanked: false, at: clock())
        seed.close()
        _ = try SQLiteShell.query(
            """
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 4000)
            INSERT INTO films (tmdb_id, title, year) SELECT i, 'Film ' || i, 2000 FROM n;
            WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 9)
            INSERT INTO lists (list_id, name, name_key, ranked, created_at) SELECT 100 + i, 'List ' || i, 'list ' || i, 1, 0 FROM n;
            WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 4000)
            INSERT INTO list_entries (list_id, tmdb_id, position, note) SELECT 100 + (i - 1) / 400, i, (i - 1) % 400 + 1, 'Note ' || i FROM n;
            """,
            database: file
        )
        let page = try #require(Int(try SQLiteShell.query(
            "SELECT pageno FROM dbstat WHERE name = 'list_entries' AND pagetype = 'leaf' ORDER BY pageno LIMIT 1 OFFSET 5", database: file, readOnly: true
        )))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        try handle.seek(toOffset: UInt64((page - 1) * 4096 + 8))
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 2000))
        try handle.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: file))

        // when
        let repository = DefaultLibraryRepository(directory: directory, now: clock)
        let summaries = try await repository.filmLists()
        let lists = try await repository.allFilmLists()
        let one = try await repository.filmList(named: "list 0")
        var writeError: LibraryError?
        do { try await repository.createFilmList(name: "New", description: nil, isRanked: false, at: clock()) } catch let error as LibraryError { writeError = error }
        repository.close()

        // then: every list is named, most films are read, the damage is said, nothing is written
        let damaged = { (problem: LibraryError?) in if case .damaged = problem { true } else { false } }
        #expect(damaged(summaries.problem) && damaged(lists.problem) && damaged(one.problem) && damaged(writeError))
        #expect(summaries.value.count == 11 && lists.value.map(\.name) == ["List 0"] + (1...9).map { "List \($0)" } + ["Seed"])
        let read = lists.value.map(\.entries.count).reduce(0, +)
        #expect(read >= 3000 && read < 4000, "\(read) films read of 4000")
        #expect(one.value?.name == "List 0")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
    }
}
