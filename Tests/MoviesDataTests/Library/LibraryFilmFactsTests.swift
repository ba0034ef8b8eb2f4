import Foundation
@testable import MoviesData
@testable import MoviesDomain
import Storage
import TestSupport
import Testing

/// Schema 4: each film keeps its facts (runtime, genres, directors, top
/// cast) as last seen, a liked mark and the Letterboxd URI it was imported
/// with — brought into a v3 file losing nothing, never guessed, carried by
/// the JSON export and read from Letterboxd's files.
struct LibraryFilmFactsTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("LibraryFilmFactsTests-\(UUID().uuidString)")
    private let clock: @Sendable () -> Timestamp = { Timestamp(secondsSince1970: 1_800_000_000) }
    private var file: String { directory.appendingPathComponent(LibraryDatabase.fileName).path }
    private static let facts = FilmFacts(runtimeMinutes: 170, genres: ["Crime", "Drama"], directors: ["Michael Mann"], topCast: ["Al Pacino", "Robert De Niro"])
    private static let heat = LibraryFilm(id: 949, title: "Heat", year: 1995, originalTitle: "Heat", posterPath: "/heat.jpg", facts: facts)
    private static let day = CalendarDate(year: 2026, month: 3, day: 9)!

    @Test func aVersion3FileWithData_isUpgradedLosingNothing_afterABackupCopy_withFactsUnknown() async throws {
        // given: a schema-3 library with a watchlist film, a viewing with its diary, a rating and a list, as schema 3 wrote them
        defer { try? FileManager.default.removeItem(at: directory) }
        let version3 = SQLiteMigrator(migrations: Array(LibrarySchema.migrator.migrations.prefix(3)))
        try #require(try LibraryDatabase.open(directory: directory, creating: true, migrator: version3, now: clock)).close()
        _ = try SQLiteShell.query(
            """
            INSERT INTO films (tmdb_id, title, year, original_title, poster_path) VALUES (155, 'The Dark Knight', 2008, NULL, NULL), (949, 'Heat', 1995, 'Heat', '/heat.jpg');
            INSERT INTO watchlist VALUES (155, 1700000000500);
            INSERT INTO viewings (tmdb_id, watched_on, logged_at, half_stars, rewatch, tags, review) VALUES (949, '2026-03-09', 1710000000123, 9, 1, 'cinema', 'Yes.');
            INSERT INTO ratings VALUES (949, 9, 1800000000000);
            INSERT INTO lists VALUES (1, 'Mann', 'mann', 'LA.', 1, 1800000000000);
            INSERT INTO list_entries VALUES (1, 949, 1, 'The diner.');
            """,
            database: file
        )
        let plainHeat = LibraryFilm(id: 949, title: "Heat", year: 1995, originalTitle: "Heat", posterPath: "/heat.jpg")
        let viewing = Viewing(date: Self.day, loggedAt: Timestamp(secondsSince1970: 1_710_000_000.123), rating: StarRating(stars: 4.5), isRewatch: true, tags: ["cinema"], review: "Yes.")
        let before = [
            LibraryEntry(film: LibraryFilm(id: 155, title: "The Dark Knight", year: 2008), watchlistAddedAt: Timestamp(secondsSince1970: 1_700_000_000.5)),
            LibraryEntry(film: plainHeat, viewings: [viewing], rating: FilmRating(rating: StarRating(stars: 4.5)!, ratedAt: clock())),
        ]
        let listBefore = FilmList(name: "Mann", description: "LA.", isRanked: true, createdAt: clock(), entries: [FilmListEntry(film: plainHeat, note: "The diner.")])

        // when
        let repository = DefaultLibraryRepository(directory: directory, now: clock)
        let after = try await repository.allEntries().value
        let listAfter = try await repository.filmList(named: "Mann").value
        repository.close()

        // then
        #expect(after == before)
        #expect(after.allSatisfy { $0.film.facts.isUnknown && !$0.isLiked && $0.letterboxdURI == nil })
        #expect(listAfter == listBefore)
        #expect(try SQLiteShell.query("PRAGMA user_version", database: file, readOnly: true) == "4")
        #expect(try SQLiteShell.query("SELECT count(*) FROM films WHERE runtime_minutes IS NULL AND genres IS NULL AND directors IS NULL AND top_cast IS NULL AND liked = 0 AND letterboxd_uri IS NULL", database: file, readOnly: true) == "2")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let backup = try #require(names.first { $0.hasPrefix("library.sqlite3.backup-v3-") }, "\(names)")
        #expect(try SQLiteShell.query("SELECT count(*) FROM films", database: directory.appendingPathComponent(backup).path, readOnly: true) == "2")
    }

    @Test func factsAreKeptAsLastSeen_aWriteWithoutThemKeepsThem_andNewOnesReplaceThem() async throws {
        // given
        defer { try? FileManager.default.removeItem(at: directory) }
        let repository = DefaultLibraryRepository(directory: directory, now: clock)
        defer { repository.close() }
        _ = try await repository.addToWatchlist(Self.heat, at: clock())

        // when: seen offline (no facts at hand), then rated with newer details
        _ = try await repository.addViewing(of: LibraryFilm(id: 949, title: "Heat"), Viewing(date: Self.day, loggedAt: clock()), rating: nil, takingOffWatchlist: true)
        let kept = try await repository.entry(id: 949)?.film
        let newer = FilmFacts(runtimeMinutes: 171, genres: ["Crime"], directors: ["Michael Mann"], topCast: ["Al Pacino"])
        _ = try await repository.setRating(FilmRating(rating: StarRating(stars: 5)!, ratedAt: clock()), of: LibraryFilm(id: 949, title: "Heat", facts: newer))
        let replaced = try await repository.entry(id: 949)?.film

        // then
        #expect(kept == Self.heat)
        #expect(replaced?.facts == newer)
        #expect(try SQLiteShell.query("SELECT genres FROM films", database: file, readOnly: true) == "Crime")
    }

    @Test func aLikedFilm_keepsItsMarkAndURI_whenItsLastViewingIsRemoved() async throws {
        // given: an import that marks Heat liked with its Letterboxd URI
        defer { try? FileManager.default.removeItem(at: directory) }
        let repository = DefaultLibraryRepository(directory: directory, now: clock)
        defer { repository.close() }
        let records = [
            LibraryImportRecord(film: .identified(Self.heat), viewing: Viewing(date: Self.day, loggedAt: clock()), letterboxdURI: "https://boxd.it/a"),
            LibraryImportRecord(film: .identified(Self.heat), isLiked: true, letterboxdURI: "https://letterboxd.com/film/heat/"),
        ]
        var merger = LibraryImportMerger()
        records.forEach { merger.add($0) }
        let first = try await repository.merge(merger.entries(resolving: [:]), dryRun: false)
        let again = try await repository.merge(merger.entries(resolving: [:]), dryRun: false)

        // when
        _ = try await repository.removeViewings(of: 949, on: nil)
        let entry = try #require(try await repository.entry(id: 949))

        // then
        #expect(first.new == 1 && again.alreadyPresent + again.updated == 0)
        #expect(entry.isLiked && entry.letterboxdURI == "https://letterboxd.com/film/heat/")
        #expect(entry.viewings.isEmpty && entry.film == Self.heat)
    }

    @Test func theJSONExportCarriesFactsLikedAndURI_andReadsBackTheSame_whileAVersion3FileStillReads() throws {
        // given
        let entry = LibraryEntry(
            film: Self.heat, viewings: [Viewing(date: Self.day, loggedAt: clock())], isLiked: true, letterboxdURI: "https://boxd.it/x"
        )
        let bare = LibraryEntry(film: LibraryFilm(id: 155, title: "The Dark Knight"), watchlistAddedAt: clock())
        let coding = DefaultLibraryFileCoding()
        let scratch = try ScratchFiles()

        // when
        let bytes = try coding.encode([entry, bare], as: .json)
        var merger = LibraryImportMerger()
        for record in try scratch.records(of: bytes, name: "library.json") { merger.add(record) }
        let read = Array(merger.entries(resolving: [:]))
        let version3 = #"{"format":"movies-library","version":3,"films":[{"id":949,"title":"Heat","year":1995,"viewings":[]}]}"#
        let old = try scratch.records(of: Array(version3.utf8), name: "old.json")

        // then
        #expect(read == [entry, bare])
        #expect(String(decoding: bytes, as: UTF8.self).contains(#""version" : 4"#))
        #expect(old.count == 1 && old[0].film == .identified(LibraryFilm(id: 949, title: "Heat", year: 1995)))
    }

    @Test func letterboxdLikesAreReadAlone_byHeaderAndFolder_andInTheZip_withEveryRowsURI() throws {
        // given
        let header = "Date,Name,Year,Letterboxd URI\n"
        let scratch = try ScratchFiles()
        try FileManager.default.createDirectory(at: scratch.directory.appendingPathComponent("likes"), withIntermediateDirectories: true)
        let zip = ZipFixture.archive([
            ("watched.csv", header + "2022-05-05,Heat,1995,https://boxd.it/w\n"),
            ("likes/films.csv", header + "2022-05-06,Heat,1995,https://boxd.it/l\n"),
        ])

        // when
        let alone = try scratch.records(of: Array((header + "2022-05-06,Heat,1995,https://boxd.it/l\n").utf8), name: "likes/films.csv")
        let renamed = try scratch.records(of: Array((header + "2022-05-06,Heat,1995,u\n").utf8), name: "liked-films.csv")
        let watched = try scratch.records(of: Array((header + "2022-05-06,Heat,1995,u\n").utf8), name: "films.csv")
        let zipped = try scratch.records(of: Array(zip), name: "export.zip")

        // then
        let liked = LibraryImportRecord(film: .titled(title: "Heat", year: 1995), isLiked: true, letterboxdURI: "https://boxd.it/l")
        #expect(alone == [liked])
        #expect(renamed.map(\.isLiked) == [true] && renamed.allSatisfy { $0.viewing == nil })
        #expect(watched.map(\.isLiked) == [false] && watched.first?.viewing != nil)
        #expect(zipped.map(\.letterboxdURI) == ["https://boxd.it/w", "https://boxd.it/l"])
        #expect(zipped.last == liked)
    }
}
