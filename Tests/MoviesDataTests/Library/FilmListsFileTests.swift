import Foundation
@testable import MoviesData
import MoviesDomain
import Storage
import TestSupport
import Testing

/// Lists in our JSON export (version 3): written whole, read back exactly as
/// they stream, merged into a library as the file has them; an older file
/// (no lists) still reads.
struct FilmListsFileTests {
    private let directory = FileManager.default.temporaryDirectory.appendingPathComponent("FilmListsFileTests-\(UUID().uuidString)")
    private static let heat = LibraryFilm(id: 949, title: "Heat", year: 1995)
    private static let knight = LibraryFilm(id: 155, title: "The Dark Knight", year: 2008)
    private static let lists = [
        FilmList(
            name: "Top Picks", description: "Best.\nOf all \u{1B}[31m.", isRanked: true, createdAt: Timestamp(secondsSince1970: 1_700_000_000.123),
            entries: [FilmListEntry(film: knight, note: "Why so \"serious\""), FilmListEntry(film: heat)]
        ),
        FilmList(name: "Empty", createdAt: Timestamp(secondsSince1970: 1_600_000_000)),
    ]

    @Test func theJSONExportCarriesEveryList_andReadsBackExactly() throws {
        // given
        let scratch = try ScratchFiles()
        let bytes = try DefaultLibraryFileCoding().encode([LibraryEntry(film: Self.heat), LibraryEntry(film: Self.knight)], lists: Self.lists, as: .json)
        let path = try scratch.path(bytes, name: "library.json")

        // when
        var lists: [ImportedFilmList] = []
        var records = 0
        try DefaultLibraryFileCoding().decodeFile(
            atPath: path, importedAt: Timestamp(secondsSince1970: 0), today: CalendarDate(year: 2027, month: 1, day: 1)!,
            record: { _ in records += 1 }, list: { lists.append($0) }
        )

        // then
        #expect(lists == Self.lists.map(ImportedFilmList.init))
        #expect(records == 2)
        #expect(String(decoding: bytes, as: UTF8.self).contains("\"version\" : \(LibraryJSONDocument.currentVersion)"))
    }

    @Test func aVersion2File_withNoLists_stillReads_andAListThatCannotBeOneIsRefused() throws {
        // given
        let scratch = try ScratchFiles()
        let old = try scratch.path(Array(#"{"format":"movies-library","version":2,"films":[{"id":949,"title":"Heat","viewings":[]}]}"#.utf8), name: "old.json")
        let badName = try scratch.path(Array(#"{"format":"movies-library","version":3,"films":[],"lists":[{"name":" ","ranked":false,"created_at":"2026-01-01T00:00:00.000Z","films":[]}]}"#.utf8), name: "bad.json")
        let coding = DefaultLibraryFileCoding()
        let today = CalendarDate(year: 2027, month: 1, day: 1)!

        // when
        var lists: [ImportedFilmList] = []
        var records: [LibraryImportRecord] = []
        try coding.decodeFile(atPath: old, importedAt: Timestamp(secondsSince1970: 0), today: today, record: { records.append($0) }, list: { lists.append($0) })

        // then
        #expect(records.count == 1 && lists.isEmpty)
        #expect(throws: LibraryFileError.malformedJSON(path: badName, problem: "a list has a name that cannot name a list")) {
            try coding.decodeFile(atPath: badName, importedAt: Timestamp(secondsSince1970: 0), today: today, record: { _ in }, list: { _ in })
        }
    }

    @Test func anImportIntoAnEmptyLibraryGivesBackEveryList_andAgainChangesNothing() async throws {
        // given
        defer { try? FileManager.default.removeItem(at: directory) }
        let repository = DefaultLibraryRepository(directory: directory, now: { Timestamp(secondsSince1970: 1_800_000_000) })
        defer { repository.close() }
        let path = try Self.export(Self.lists)
        defer { try? FileManager.default.removeItem(at: path) }

        // when
        let dryRun = try await Self.importer(repository).execute(path: path.path, dryRun: true)
        let afterDryRun = try await repository.allFilmLists().value
        let first = try await Self.importer(repository).execute(path: path.path, dryRun: false)
        let copied = try await repository.allFilmLists().value
        let again = try await Self.importer(repository).execute(path: path.path, dryRun: false)

        // then
        #expect(dryRun.counts.newLists == 2 && afterDryRun.isEmpty)
        #expect(first.counts.newLists == 2 && first.counts.updatedLists == 0)
        #expect(copied == Self.lists.sorted { $0.name < $1.name })
        #expect(again.counts.newLists == 0 && again.counts.updatedLists == 0)
        #expect(try await repository.allFilmLists().value == copied)
    }

    @Test func aListTheLibraryHas_gainsOnlyTheFilmsItLacks_atItsEnd_keepingItsOwnNameAndNotes() async throws {
        // given: the library's "TOP PICKS" holds Heat with a note of its own
        defer { try? FileManager.default.removeItem(at: directory) }
        let repository = DefaultLibraryRepository(directory: directory, now: { Timestamp(secondsSince1970: 1_800_000_000) })
        defer { repository.close() }
        try await repository.createFilmList(name: "TOP PICKS", description: nil, isRanked: false, at: Timestamp(secondsSince1970: 1))
        _ = try await repository.addToFilmList("TOP PICKS", film: Self.heat, note: "Mine.")
        let path = try Self.export([Self.lists[0]])
        defer { try? FileManager.default.removeItem(at: path) }

        // when
        let report = try await Self.importer(repository).execute(path: path.path, dryRun: false)

        // then
        #expect(report.counts.newLists == 0 && report.counts.updatedLists == 1)
        let list = try #require(try await repository.filmList(named: "top picks").value)
        #expect(list.name == "TOP PICKS" && !list.isRanked)
        #expect(list.entries == [FilmListEntry(film: Self.heat, note: "Mine."), FilmListEntry(film: Self.knight, note: "Why so \"serious\"")])
    }

    /// A JSON export holding `lists` (and no film records).
    private static func export(_ lists: [FilmList]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lists-\(UUID().uuidString).json")
        try Data(try DefaultLibraryFileCoding().encode([], lists: lists, as: .json)).write(to: url)
        return url
    }

    private static func importer(_ repository: DefaultLibraryRepository) -> DefaultImportLibraryUseCase {
        DefaultImportLibraryUseCase(fileCoding: DefaultLibraryFileCoding(), moviesRepository: NoSearch(), movieDetailsRepository: NoDetails(), libraryRepository: repository, clock: FixedClock())
    }
}

private struct NoSearch: MoviesRepository {
    func fetchMovies(source: MoviesListSource, page: Int, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<MoviesPage>, any Error> {
        AsyncThrowingStream { $0.finish(throwing: MoviesRepositoryError.notCached) }
    }
}

private struct NoDetails: MovieDetailsRepository {
    func fetchMovieDetails(id: Movie.Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<MovieDetails>, any Error> {
        AsyncThrowingStream { $0.finish(throwing: MoviesRepositoryError.notCached) }
    }
}

private struct FixedClock: LibraryClock {
    func now() -> Timestamp { Timestamp(secondsSince1970: 1_800_000_000) }
    func today() -> CalendarDate { CalendarDate(year: 2027, month: 1, day: 15)! }
}
