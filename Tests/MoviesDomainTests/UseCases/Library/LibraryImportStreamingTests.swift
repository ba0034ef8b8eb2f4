@testable import MoviesDomain
import Testing

/// An import gathers records as the file streams them: one entry per film,
/// films named by title merged with the same film named by id once looked up,
/// and a file naming more films than the limits stops before anything is written.
struct LibraryImportStreamingTests {
    private static func day(_ text: String) -> CalendarDate { CalendarDate(iso8601: text)! }
    private static func time(_ seconds: Double) -> Timestamp { Timestamp(secondsSince1970: seconds) }
    private static func rated(_ halfStars: Int, at seconds: Double) -> FilmRating {
        FilmRating(rating: StarRating(halfStars: halfStars)!, ratedAt: time(seconds))
    }

    @Test func whenATitleResolvesToAFilmAlsoNamedById_theyBecomeOneEntryWithTheLaterRating() {
        // given: the film by id (rated 3), then by title (rated 4.5 later in the file, seen another day)
        let heat = LibraryFilm(id: 949, title: "Heat", year: 1995, posterPath: "/h.jpg")
        var merger = LibraryImportMerger()
        merger.add(LibraryImportRecord(film: .identified(heat), viewing: Viewing(date: Self.day("2020-01-01"), loggedAt: Self.time(1)), rating: Self.rated(6, at: 1)))
        merger.add(LibraryImportRecord(film: .titled(title: "heat", year: 1995), watchlistAddedAt: Self.time(5)))
        merger.add(LibraryImportRecord(film: .titled(title: "heat", year: 1995), viewing: Viewing(date: Self.day("2021-01-01"), loggedAt: Self.time(2)), rating: Self.rated(9, at: 2)))
        merger.add(LibraryImportRecord(film: .titled(title: "Nowhere", year: nil), watchlistAddedAt: Self.time(5)))

        // when
        #expect(merger.titledFilms == [ImportedTitle(title: "heat", year: 1995), ImportedTitle(title: "Nowhere", year: nil)])
        let entries = Array(merger.entries(resolving: [ImportedTitle(title: "heat", year: 1995): LibraryFilm(id: 949, title: "Heat", year: 1995)]))

        // then
        #expect(entries == [LibraryEntry(
            film: LibraryFilm(id: 949, title: "Heat", year: 1995, posterPath: "/h.jpg"),
            watchlistAddedAt: Self.time(5),
            viewings: [Viewing(date: Self.day("2020-01-01"), loggedAt: Self.time(1)), Viewing(date: Self.day("2021-01-01"), loggedAt: Self.time(2))],
            rating: Self.rated(9, at: 2)
        )])
    }

    @Test func aViewingUnlessSeen_countsOnlyForAFilmNoOtherLineGaveAViewing() {
        // given: Letterboxd's watched.csv after its diary
        var merger = LibraryImportMerger()
        let logged = Viewing(date: Self.day("2020-05-05"), loggedAt: Self.time(1))
        merger.add(LibraryImportRecord(film: .titled(title: "Logged", year: nil), viewing: logged))
        merger.add(LibraryImportRecord(film: .titled(title: "Logged", year: nil), viewing: Viewing(date: Self.day("2019-01-01"), loggedAt: Self.time(2)), viewingUnlessSeen: true))
        merger.add(LibraryImportRecord(film: .titled(title: "Watched", year: nil), viewing: Viewing(date: Self.day("2019-01-01"), loggedAt: Self.time(2)), viewingUnlessSeen: true))
        merger.add(LibraryImportRecord(film: .titled(title: "Watched", year: nil), viewing: Viewing(date: Self.day("2019-02-02"), loggedAt: Self.time(3)), viewingUnlessSeen: true))

        // when
        let entries = Array(merger.entries(resolving: [
            ImportedTitle(title: "Logged", year: nil): LibraryFilm(id: 1, title: "Logged"),
            ImportedTitle(title: "Watched", year: nil): LibraryFilm(id: 2, title: "Watched"),
        ]))

        // then
        #expect(entries.map(\.viewings.count) == [1, 2])
        #expect(entries[0].viewings == [logged])
    }

    @Test func whenAFileNamesMoreFilmsOrTitlesThanTheLimits_theImportStopsAndWritesNothing() async throws {
        // given
        let ids = (1...4).map { LibraryImportRecord(film: .identified(LibraryFilm(id: $0, title: "F\($0)")), watchlistAddedAt: Self.time(1)) }
        let titles = (1...3).map { LibraryImportRecord(film: .titled(title: "T\($0)", year: nil), watchlistAddedAt: Self.time(1)) }
        let library = InMemoryLibraryRepository()
        let limits = LibraryImportLimits(films: 3, titles: 2)
        func importing(_ records: [LibraryImportRecord]) -> DefaultImportLibraryUseCase {
            DefaultImportLibraryUseCase(fileCoding: FileStub(records), moviesRepository: SearchStub([:]), movieDetailsRepository: DetailsStub([]), libraryRepository: library, clock: FixedLibraryClock(), limits: limits)
        }

        // when / then
        await #expect(throws: LibraryFileError.tooManyFilms(path: "a.csv", limit: 3)) { try await importing(ids).execute(path: "a.csv", dryRun: false) }
        await #expect(throws: LibraryFileError.tooManyTitles(path: "b.zip", limit: 2)) { try await importing(titles).execute(path: "b.zip", dryRun: false) }
        #expect(try await library.allEntries().value.isEmpty)
        let report = try await importing(Array(ids.prefix(3))).execute(path: "c.csv", dryRun: false)
        #expect(report.counts.new == 3)
    }
}
