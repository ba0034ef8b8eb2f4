import MoviesDomain
import Synchronization
import Testing

/// What an export asks of the details source: IMDb ids and directors for
/// Letterboxd's files, under the policy it is given, never guessed.
struct ExportLibraryUseCaseTests {
    /// Details of film 1 (two directors, an IMDb id); every other film fails.
    private final class PolicyRecordingDetails: MovieDetailsRepository {
        let policies = Mutex<[FetchPolicy]>([])

        func fetchMovieDetails(id: Movie.Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<MovieDetails>, any Error> {
            policies.withLock { $0.append(policy) }
            return AsyncThrowingStream { continuation in
                guard id == 1 else { return continuation.finish(throwing: MoviesRepositoryError.notCached) }
                let details = MovieDetails(
                    movie: Movie(id: 1, title: "Known"),
                    crew: [CrewMember(name: "Lana Wachowski", job: "Director"), CrewMember(name: "Bill Pope", job: "Director of Photography"),
                           CrewMember(name: "Lilly Wachowski", job: "Director")],
                    facts: MovieFacts(imdbID: IMDbID("tt0133093"))
                )
                continuation.yield(Fetched(value: details, origin: .cached(fetchedAt: Timestamp(secondsSince1970: 0))))
                continuation.finish()
            }
        }
    }

    /// Keeps what it is asked to encode.
    private final class CapturingCoding: LibraryFileCoding {
        let captured = Mutex<(LibraryExport, Bool)?>(nil)

        func encode(_ export: LibraryExport, as format: LibraryFileFormat, archive: Bool) throws -> [UInt8] {
            captured.withLock { $0 = (export, archive) }
            return [1]
        }

        func decodeFile(
            atPath path: String, importedAt: Timestamp, today: CalendarDate,
            record: (LibraryImportRecord) throws -> Void, list: (ImportedFilmList) throws -> Void
        ) throws {}
    }

    private static let entries = [
        LibraryEntry(film: LibraryFilm(id: 1, title: "Known"), watchlistAddedAt: Timestamp(secondsSince1970: 1)),
        LibraryEntry(film: LibraryFilm(id: 2, title: "Not cached"), watchlistAddedAt: Timestamp(secondsSince1970: 2)),
    ]

    /// The use case over `entries`, and what it asks and hands on.
    private static func makeUseCase(policy: FetchPolicy) -> (DefaultExportLibraryUseCase, PolicyRecordingDetails, CapturingCoding) {
        let details = PolicyRecordingDetails()
        let coding = CapturingCoding()
        let useCase = DefaultExportLibraryUseCase(
            libraryRepository: InMemoryLibraryRepository(entries), fileCoding: coding, movieDetailsRepository: details, detailsPolicy: policy
        )
        return (useCase, details, coding)
    }

    @Test func whenExportingForLetterboxd_thenEachFilmsFactsComeFromDetailsUnderTheGivenPolicy_andUnknownStaysUnknown() async throws {
        // given
        let (useCase, details, coding) = Self.makeUseCase(policy: .offline)

        // when
        let read = try await useCase.execute(format: .letterboxd, archive: true)

        // then
        #expect(read.value == [1])
        let (export, archive) = try #require(coding.captured.withLock { $0 })
        #expect(archive)
        #expect(export.facts == [1: ExportedFilmFacts(imdbID: IMDbID("tt0133093"), directors: ["Lana Wachowski", "Lilly Wachowski"])])
        #expect(details.policies.withLock { $0 } == [.offline, .offline])
    }

    @Test func whenTheSourceMayBeAsked_thenOnlyAFilmTheCacheLacksIsAskedFor() async throws {
        // given: film 1 is cached, film 2 is not
        let (useCase, details, coding) = Self.makeUseCase(policy: .automatic)

        // when
        _ = try await useCase.execute(format: .letterboxd)

        // then
        #expect(details.policies.withLock { $0 } == [.offline, .offline, .automatic])
        #expect(coding.captured.withLock { $0?.0.facts.keys.sorted() } == [1])
        #expect(coding.captured.withLock { $0?.1 } == false)
    }

    @Test func whenExportingJSON_thenNoDetailsAreAskedFor() async throws {
        // given
        let (useCase, details, coding) = Self.makeUseCase(policy: .automatic)

        // when
        _ = try await useCase.execute(format: .json)

        // then
        #expect(details.policies.withLock { $0 }.isEmpty)
        #expect(coding.captured.withLock { $0?.0.facts } == [:])
        #expect(coding.captured.withLock { $0?.1 } == false)
    }
}
