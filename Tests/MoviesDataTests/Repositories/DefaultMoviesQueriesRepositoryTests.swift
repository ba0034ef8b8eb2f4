import Foundation
import MoviesData
import MoviesDomain
import Testing

struct DefaultMoviesQueriesRepositoryTests {
    @Test func whenQueriesAreSavedThroughTheRepository_theyAreFetchedNewestFirstAndMerged() async throws {
        // given
        let directory = try TemporaryCacheDirectory()
        let database = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
        let clock = TestClock()
        let repository = DefaultMoviesQueriesRepository(
            moviesQueriesPersistentStorage: SQLiteMoviesQueriesStorage(database: database, now: clock.now)
        )

        // when
        for query in [MovieQuery(text: "Inception"), MovieQuery(text: "Heat", year: 1995), MovieQuery(text: "INCEPTION")] {
            try await repository.saveRecentQuery(query)
            clock.advance(by: 1)
        }
        let recent = try await repository.fetchRecentsQueries(maxCount: 5)

        // then
        #expect(recent == [MovieQuery(text: "INCEPTION"), MovieQuery(text: "Heat", year: 1995)])
    }

    @Test func whenTheStorageFails_theRepositoryPassesTheErrorOn() async throws {
        // given
        let repository = DefaultMoviesQueriesRepository(moviesQueriesPersistentStorage: FailingStorage())

        // then
        await #expect(throws: FailingStorage.Failure.self) { try await repository.fetchRecentsQueries(maxCount: 1) }
        await #expect(throws: FailingStorage.Failure.self) { try await repository.saveRecentQuery(MovieQuery(text: "x")) }
    }
}

private struct FailingStorage: MoviesQueriesStorage {
    struct Failure: Error {}

    func fetchRecentsQueries(maxCount: Int) throws -> [MovieQuery] {
        throw Failure()
    }

    func saveRecentQuery(_ query: MovieQuery) throws {
        throw Failure()
    }
}
