@testable import MoviesDomain
import Synchronization
import Testing

/// An import gives the films it names the facts stats count (runtime,
/// genres, directors, top cast) from their details: cached or catalogue
/// details first, then a few requests at a time; a film whose details
/// cannot be had keeps unknown facts and the import goes on.
struct ImportedFilmFactsTests {
    private static let heat = Movie(id: 949, title: "Heat", releaseDate: ReleaseDate(year: 1995, month: 12, day: 15))
    private static let casino = Movie(id: 524, title: "Casino", releaseDate: ReleaseDate(year: 1995, month: 11, day: 22))
    private static let heatDetails = MovieDetails(
        movie: heat, runtimeMinutes: 170, genres: ["Crime", "Drama"], crew: [CrewMember(name: "Michael Mann", job: "Director")],
        cast: ["Al Pacino", "Robert De Niro"].map { CastMember(name: $0) }
    )
    private static let heatFacts = FilmFacts(runtimeMinutes: 170, genres: ["Crime", "Drama"], directors: ["Michael Mann"], topCast: ["Al Pacino", "Robert De Niro"])

    private static func seen(_ title: String) -> LibraryImportRecord {
        LibraryImportRecord(film: .titled(title: title, year: 1995), viewing: Viewing(date: CalendarDate(year: 2024, month: 1, day: 2)!, loggedAt: Timestamp(secondsSince1970: 5)))
    }

    private static func importing(
        _ records: [LibraryImportRecord], details: any MovieDetailsRepository, library: InMemoryLibraryRepository, dryRun: Bool = false,
        progress: @escaping @Sendable (LibraryImportProgress) -> Void = { _ in }
    ) async throws -> LibraryImportReport {
        let useCase = DefaultImportLibraryUseCase(
            fileCoding: FileStub(records), moviesRepository: SearchStub(["heat": [heat], "casino": [casino]]),
            movieDetailsRepository: details, libraryRepository: library, clock: FixedLibraryClock()
        )
        return try await useCase.execute(path: "diary.csv", dryRun: dryRun, progress: progress)
    }

    @Test func whenTheDetailsAreAtHand_aFilmMatchedByTitleKeepsItsFacts() async throws {
        // given
        let library = InMemoryLibraryRepository()

        // when
        _ = try await Self.importing([Self.seen("Heat")], details: DetailsStub(details: [Self.heatDetails]), library: library)

        // then
        #expect(try await library.entry(id: 949)?.film.facts == Self.heatFacts)
    }

    @Test func whenOneFilmsDetailsCannotBeHad_itsFactsStayUnknownAndTheOthersImportWithTheirs() async throws {
        // given: Casino's details fail on the server
        let library = InMemoryLibraryRepository()
        let details = DetailsStub(details: [Self.heatDetails], failure: .serverError(status: 503, message: nil))

        // when
        let report = try await Self.importing([Self.seen("Casino"), Self.seen("Heat")], details: details, library: library)

        // then
        #expect(report.counts.new == 2)
        #expect(try await library.entry(id: 524)?.film.facts.isUnknown == true)
        #expect(try await library.entry(id: 949)?.film.facts == Self.heatFacts)
    }

    @Test func aFilmOnlyAListNames_getsItsFactsToo() async throws {
        // given: Heat on a list alone
        struct ListFile: LibraryFileCoding {
            func encode(_ export: LibraryExport, as format: LibraryFileFormat, archive: Bool) throws -> [UInt8] { [] }
            func decodeFile(
                atPath path: String, importedAt: Timestamp, today: CalendarDate,
                record: (LibraryImportRecord) throws -> Void, list: (ImportedFilmList) throws -> Void
            ) throws {
                try list(ImportedFilmList(name: "Mann", createdAt: importedAt, entries: [ImportedFilmList.Entry(film: .titled(title: "Heat", year: 1995))]))
            }
        }
        let library = InMemoryLibraryRepository()
        let useCase = DefaultImportLibraryUseCase(
            fileCoding: ListFile(), moviesRepository: SearchStub(["heat": [Self.heat]]),
            movieDetailsRepository: DetailsStub(details: [Self.heatDetails]), libraryRepository: library, clock: FixedLibraryClock()
        )

        // when
        _ = try await useCase.execute(path: "lists/mann.csv", dryRun: false)

        // then
        #expect(library.mergedLists.withLock { $0 }.first?.entries.map(\.film.facts) == [Self.heatFacts])
    }

    @Test func aDryRunAsksForNoDetails() async throws {
        // given
        let details = DetailsStub(details: [Self.heatDetails])

        // when
        _ = try await Self.importing([Self.seen("Heat")], details: details, library: InMemoryLibraryRepository(), dryRun: true)

        // then
        #expect(details.requestCount == 0)
    }

    @Test func aFilmTheFileGivesFactsFor_isNotLookedUp() async throws {
        // given: our own JSON export carries the facts
        let film = LibraryFilm(id: 949, title: "Heat", year: 1995, facts: FilmFacts(runtimeMinutes: 171))
        let details = DetailsStub(details: [Self.heatDetails])
        let library = InMemoryLibraryRepository()

        // when
        _ = try await Self.importing([LibraryImportRecord(film: .identified(film), watchlistAddedAt: Timestamp(secondsSince1970: 5))], details: details, library: library)

        // then
        #expect(details.requestCount == 0)
        #expect(try await library.entry(id: 949)?.film.facts.runtimeMinutes == 171)
    }

    @Test func whenTheCredentialsAreRefused_theRestAreLookedUpInTheCacheAlone_andTheImportGoesOn() async throws {
        // given: 20 films by id; nothing cached, and the server refuses every request
        let details = PolicyRecordingDetails(network: .unauthorized(message: nil))
        let records = (1...20).map { LibraryImportRecord(film: .identified(LibraryFilm(id: $0, title: "Film \($0)")), watchlistAddedAt: Timestamp(secondsSince1970: 5)) }
        let library = InMemoryLibraryRepository()

        // when
        let report = try await Self.importing(records, details: details, library: library)

        // then: only the first few, asked at once, reached the server
        #expect(report.counts.new == 20)
        #expect(details.networkRequests <= ImportedFilmFactsFetcher.concurrentFetches)
        #expect(details.cacheRequests == 20)
    }

    @Test func noMoreThanAFewDetailsAreAskedForAtOnce() async throws {
        // given
        let details = PolicyRecordingDetails(network: .notFound(message: nil))
        let records = (1...40).map { LibraryImportRecord(film: .identified(LibraryFilm(id: $0, title: "Film \($0)")), watchlistAddedAt: Timestamp(secondsSince1970: 5)) }

        // when
        _ = try await Self.importing(records, details: details, library: InMemoryLibraryRepository())

        // then
        #expect(details.networkRequests == 40)
        #expect(details.mostAtOnce <= ImportedFilmFactsFetcher.concurrentFetches)
    }

    @Test func progressIsToldPhaseByPhase_readingMatchingLookingUpThenWriting() async throws {
        // given
        let told = Mutex<[LibraryImportProgress]>([])

        // when
        _ = try await Self.importing(
            [Self.seen("Heat"), Self.seen("Casino")], details: DetailsStub(details: [Self.heatDetails]), library: InMemoryLibraryRepository(),
            progress: { progress in told.withLock { $0.append(progress) } }
        )

        // then
        let progress = told.withLock { $0 }
        #expect(progress.map(\.phase).uniqueRuns == [.reading, .matching, .lookingUpDetails, .writing])
        #expect(progress.contains(LibraryImportProgress(phase: .reading, done: 2)))
        #expect(progress.contains(LibraryImportProgress(phase: .matching, done: 1, total: 2)))
        #expect(progress.contains(LibraryImportProgress(phase: .lookingUpDetails, done: 2, total: 2)))
        #expect(progress.last == LibraryImportProgress(phase: .writing, total: 2))
    }

    @Test func aDryRunsLastStep_isComparing_notWriting() async throws {
        // given
        let told = Mutex<[LibraryImportProgress]>([])

        // when
        _ = try await Self.importing(
            [Self.seen("Heat")], details: DetailsStub(details: [Self.heatDetails]), library: InMemoryLibraryRepository(), dryRun: true,
            progress: { progress in told.withLock { $0.append(progress) } }
        )

        // then: no facts are looked up, and nothing is said to be written
        let phases = told.withLock { $0 }.map(\.phase).uniqueRuns
        #expect(phases == [.reading, .matching, .comparing])
    }
}

/// Nothing cached; every request to the network fails with `network`.
/// Counts the requests of each kind, and the most in flight at once.
private final class PolicyRecordingDetails: MovieDetailsRepository {
    private struct Counts {
        var cache = 0
        var network = 0
        var inFlight = 0
        var mostAtOnce = 0
    }

    private let network: MoviesRepositoryError
    private let counts = Mutex(Counts())

    init(network: MoviesRepositoryError) {
        self.network = network
    }

    var cacheRequests: Int { counts.withLock { $0.cache } }
    var networkRequests: Int { counts.withLock { $0.network } }
    var mostAtOnce: Int { counts.withLock { $0.mostAtOnce } }

    func fetchMovieDetails(id: Movie.Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<MovieDetails>, any Error> {
        guard policy != .offline else {
            counts.withLock { $0.cache += 1 }
            return AsyncThrowingStream { $0.finish(throwing: MoviesRepositoryError.notCached) }
        }
        counts.withLock { counts in
            counts.network += 1
            counts.inFlight += 1
            counts.mostAtOnce = max(counts.mostAtOnce, counts.inFlight)
        }
        return AsyncThrowingStream { continuation in
            Task { [self] in
                // Long enough for any other request started at once to overlap.
                for _ in 0..<50 { await Task.yield() }
                counts.withLock { $0.inFlight -= 1 }
                continuation.finish(throwing: network)
            }
        }
    }
}

extension Array where Element: Equatable {
    /// The elements with each run of equal ones given once.
    fileprivate var uniqueRuns: [Element] {
        reduce(into: []) { runs, element in
            if runs.last != element { runs.append(element) }
        }
    }
}
