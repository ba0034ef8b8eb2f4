import MoviesDomain
import Testing

/// A look-up that fails for one title leaves it unmatched; the others import.
struct ImportLibraryLookUpTests {
    /// Fails the search for `failing`; answers the others as `SearchStub`.
    private struct FailingSearch: MoviesRepository {
        let failing: String
        let others: SearchStub

        func fetchMovies(source: MoviesListSource, page: Int, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<MoviesPage>, any Error> {
            guard source.query?.normalizedText == failing else { return others.fetchMovies(source: source, page: page, policy: policy) }
            return AsyncThrowingStream { $0.finish(throwing: MoviesRepositoryError.serverError(status: 503, message: nil)) }
        }
    }

    private static func importing(_ titles: [String], search: any MoviesRepository, library: InMemoryLibraryRepository) async throws -> LibraryImportReport {
        let file = FileStub(titles.map { LibraryImportRecord(film: .titled(title: $0, year: 1995), watchlistAddedAt: Timestamp(secondsSince1970: 5)) })
        let useCase = DefaultImportLibraryUseCase(fileCoding: file, moviesRepository: search, movieDetailsRepository: DetailsStub([]), libraryRepository: library, clock: FixedLibraryClock())
        return try await useCase.execute(path: "watchlist.csv", dryRun: false)
    }

    @Test func whenOneLookUpFails_itsTitleIsUnmatchedAndTheRestImport() async throws {
        // given
        let heat = Movie(id: 949, title: "Heat", releaseDate: ReleaseDate(year: 1995, month: 12, day: 15))
        let search = FailingSearch(failing: "casino", others: SearchStub(["heat": [heat]]))
        let library = InMemoryLibraryRepository()

        // when
        let report = try await Self.importing(["Casino", "Heat"], search: search, library: library)

        // then
        #expect(report.unmatched == [UnmatchedFilm(title: "Casino", year: 1995, candidateCount: 0)])
        #expect(try await library.allEntries().value.map(\.film.id) == [949])
    }

    @Test func whenTheCredentialsAreRefused_theImportStopsAndChangesNothing() async throws {
        // given
        struct Refusing: MoviesRepository {
            func fetchMovies(source: MoviesListSource, page: Int, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<MoviesPage>, any Error> {
                AsyncThrowingStream { $0.finish(throwing: MoviesRepositoryError.unauthorized(message: nil)) }
            }
        }
        let library = InMemoryLibraryRepository()

        // when / then
        await #expect(throws: MoviesRepositoryError.self) { try await Self.importing(["Heat"], search: Refusing(), library: library) }
        #expect(try await library.allEntries().value.isEmpty)
    }
}
