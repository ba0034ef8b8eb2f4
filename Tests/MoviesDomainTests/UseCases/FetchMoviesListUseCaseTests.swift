import MoviesDomain
import Synchronization
import Testing

struct FetchMoviesListUseCaseTests {
    private static let page = MoviesPage(page: 1, totalPages: 1, movies: [Movie(id: 1, title: "Inception")])

    @Test func whenSearchShowsResults_savesQueryOnce() async throws {
        // given
        let queries = RecordingQueriesRepository()
        let useCase = DefaultFetchMoviesListUseCase(
            moviesRepository: StubMoviesRepository(results: [
                .success(Fetched(value: Self.page, origin: .cached(fetchedAt: Timestamp(secondsSince1970: 0)))),
                .success(Fetched(value: Self.page, origin: .live)),
            ]),
            moviesQueriesRepository: queries
        )

        // when
        var received = 0
        for try await _ in useCase.execute(request: .init(source: .search(MovieQuery(text: "Inception")), page: 1)) {
            received += 1
        }

        // then
        #expect(received == 2)
        #expect(queries.saved == [MovieQuery(text: "Inception")])
    }

    @Test func whenSearchFailsWithNothingToShow_doesNotSaveQuery() async {
        // given
        let queries = RecordingQueriesRepository()
        let useCase = DefaultFetchMoviesListUseCase(
            moviesRepository: StubMoviesRepository(results: [.failure(MoviesRepositoryError.notCached)]),
            moviesQueriesRepository: queries
        )

        // when
        await #expect(throws: MoviesRepositoryError.notCached) {
            for try await _ in useCase.execute(request: .init(source: .search(MovieQuery(text: "Nope")), page: 1)) {}
        }

        // then
        #expect(queries.saved.isEmpty)
    }

    @Test func whenSearchFindsNothing_doesNotSaveQuery() async throws {
        // given
        let queries = RecordingQueriesRepository()
        let empty = MoviesPage(page: 1, totalPages: 1, movies: [])
        let useCase = DefaultFetchMoviesListUseCase(
            moviesRepository: StubMoviesRepository(results: [.success(Fetched(value: empty, origin: .live))]),
            moviesQueriesRepository: queries
        )

        // when
        for try await _ in useCase.execute(request: .init(source: .search(MovieQuery(text: "zzzz")), page: 1)) {}

        // then
        #expect(queries.saved.isEmpty)
    }

    @Test func whenCachedPageThenNetworkFails_savesQueryAndRethrows() async {
        // given
        let queries = RecordingQueriesRepository()
        let useCase = DefaultFetchMoviesListUseCase(
            moviesRepository: StubMoviesRepository(results: [
                .success(Fetched(value: Self.page, origin: .cached(fetchedAt: Timestamp(secondsSince1970: 0)))),
                .failure(MoviesRepositoryError.timedOut(seconds: 1)),
            ]),
            moviesQueriesRepository: queries
        )

        // when
        await #expect(throws: MoviesRepositoryError.timedOut(seconds: 1)) {
            for try await _ in useCase.execute(request: .init(source: .search(MovieQuery(text: "Inception")), page: 1)) {}
        }

        // then
        #expect(queries.saved == [MovieQuery(text: "Inception")])
    }
}

private struct StubMoviesRepository: MoviesRepository {
    let results: [Result<Fetched<MoviesPage>, any Error>]

    func fetchMovies(source: MoviesListSource, page: Int, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<MoviesPage>, any Error> {
        AsyncThrowingStream { continuation in
            for result in results {
                switch result {
                case .success(let value): continuation.yield(value)
                case .failure(let error): continuation.finish(throwing: error); return
                }
            }
            continuation.finish()
        }
    }
}

private final class RecordingQueriesRepository: MoviesQueriesRepository {
    private let storage = Mutex<[MovieQuery]>([])
    var saved: [MovieQuery] { storage.withLock { $0 } }

    func fetchRecentsQueries(maxCount: Int) async throws -> [MovieQuery] { saved }
    func saveRecentQuery(_ query: MovieQuery) async throws { storage.withLock { $0.append(query) } }
}

@Suite struct FetchMoviesListUseCaseListTests {
    @Test func whenTheListIsNotASearch_noQueryIsSaved() async throws {
        // given
        let queries = RecordingQueriesRepository()
        let page = MoviesPage(page: 1, totalPages: 1, movies: [Movie(id: 1, title: "Inception")])
        let useCase = DefaultFetchMoviesListUseCase(
            moviesRepository: StubMoviesRepository(results: [.success(Fetched(value: page, origin: .live))]),
            moviesQueriesRepository: queries
        )

        // when
        for try await _ in useCase.execute(request: MoviesListRequest(source: .trending(.day), page: 1)) {}

        // then
        #expect(queries.saved.isEmpty)
    }

    @Test func whenThePageIsPastTheLastOne_itFailsSayingWhichIsLast() async {
        // given
        let page = MoviesPage(page: 3, totalPages: 2, totalResults: 26, movies: [])
        let useCase = DefaultFetchMoviesListUseCase(
            moviesRepository: StubMoviesRepository(results: [.success(Fetched(value: page, origin: .live))]),
            moviesQueriesRepository: RecordingQueriesRepository()
        )

        // when / then
        await #expect(throws: MoviesRepositoryError.pageOutOfRange(requested: 3, lastPage: 2)) {
            for try await _ in useCase.execute(request: MoviesListRequest(source: .search(MovieQuery(text: "man")), page: 3)) {}
        }
    }
}
