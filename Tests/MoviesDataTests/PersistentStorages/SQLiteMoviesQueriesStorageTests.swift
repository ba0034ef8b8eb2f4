import Storage
import Foundation
import MoviesData
import MoviesDomain
import Testing

struct SQLiteMoviesQueriesStorageTests {
    private let directory: TemporaryCacheDirectory
    private let database: MoviesCacheDatabase
    private let clock = TestClock()
    private let storage: SQLiteMoviesQueriesStorage

    init() throws {
        directory = try TemporaryCacheDirectory()
        database = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
        storage = SQLiteMoviesQueriesStorage(database: database, now: clock.now)
    }

    private func save(_ queries: MovieQuery...) throws {
        for query in queries {
            try storage.saveRecentQuery(query)
            clock.advance(by: 1)
        }
    }

    @Test func whenQueriesAreSaved_theyComeBackNewestFirst() throws {
        // given
        try save(MovieQuery(text: "Alien"), MovieQuery(text: "Heat", year: 1995), MovieQuery(text: "Up"))

        // when
        let recent = try storage.fetchRecentsQueries(maxCount: 10)

        // then
        #expect(recent == [MovieQuery(text: "Up"), MovieQuery(text: "Heat", year: 1995), MovieQuery(text: "Alien")])
    }

    @Test func whenTheSameSearchIsSavedInAnotherSpelling_theyMergeOnTopWithTheLatestSpelling() throws {
        // given
        try save(MovieQuery(text: "Inception"), MovieQuery(text: "Heat"))

        // when
        try save(MovieQuery(text: "  inception "))

        // then
        #expect(try storage.fetchRecentsQueries(maxCount: 10) == [MovieQuery(text: "inception"), MovieQuery(text: "Heat")])
    }

    @Test func whenTheSameTextHasDifferentYears_theyStaySeparateSearches() throws {
        // given / when
        try save(MovieQuery(text: "Dune"), MovieQuery(text: "Dune", year: 1984), MovieQuery(text: "dune", year: 2021))
        try save(MovieQuery(text: "DUNE"))

        // then: the year-less searches merged despite NULL years
        #expect(try storage.fetchRecentsQueries(maxCount: 10) == [
            MovieQuery(text: "DUNE"), MovieQuery(text: "dune", year: 2021), MovieQuery(text: "Dune", year: 1984),
        ])
    }

    @Test func whenMoreThanTheLimitAreSaved_onlyTheNewestHundredAreKept() throws {
        // given
        for number in 1...103 {
            try save(MovieQuery(text: "query \(number)"))
        }

        // when
        let recent = try storage.fetchRecentsQueries(maxCount: 500)

        // then
        #expect(recent.map(\.text) == (4...103).reversed().map { "query \($0)" })
        #expect(try database.connection.firstRow("SELECT count(*) FROM recent_queries")?.value(at: 0, as: Int.self) == 100)
    }

    @Test func whenAskedForFewerThanStored_returnsOnlyTheNewest() throws {
        // given
        try save(MovieQuery(text: "a"), MovieQuery(text: "b"), MovieQuery(text: "c"))

        // then
        #expect(try storage.fetchRecentsQueries(maxCount: 2).map(\.text) == ["c", "b"])
        #expect(try storage.fetchRecentsQueries(maxCount: 0).isEmpty)
    }

    @Test func whenTheQueryHasNoText_itIsNotSaved() throws {
        // when
        try save(MovieQuery(text: "   "), MovieQuery(text: ""))

        // then
        #expect(try storage.fetchRecentsQueries(maxCount: 10).isEmpty)
    }

    @Test func whenReopened_theRecentQueriesAreStillThere() throws {
        // given
        try save(MovieQuery(text: "Amélie", year: 2001))

        // when
        let reopened = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
        let recent = try SQLiteMoviesQueriesStorage(database: reopened).fetchRecentsQueries(maxCount: 10)

        // then
        #expect(recent == [MovieQuery(text: "Amélie", year: 2001)])
    }

    @Test func whenTheNewestSearchIsRepeatedInTheSameSpelling_nothingIsWritten() throws {
        // given: another connection watches the file
        try save(MovieQuery(text: "Heat", year: 1995), MovieQuery(text: "Inception"))
        let observer = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
        let versionBefore = try observer.connection.firstRow("PRAGMA data_version")?.value(at: 0, as: Int.self)

        // when
        try save(MovieQuery(text: " Inception "))

        // then
        #expect(try observer.connection.firstRow("PRAGMA data_version")?.value(at: 0, as: Int.self) == versionBefore)
        #expect(try storage.fetchRecentsQueries(maxCount: 10) == [MovieQuery(text: "Inception"), MovieQuery(text: "Heat", year: 1995)])
    }

    @Test func whenASearchOtherThanTheNewestIsRepeated_itMovesOnTop() throws {
        // given
        try save(MovieQuery(text: "Heat", year: 1995), MovieQuery(text: "Heat"), MovieQuery(text: "Inception"))

        // when: the same text as an older one, with its year
        try save(MovieQuery(text: "Heat", year: 1995))

        // then
        #expect(try storage.fetchRecentsQueries(maxCount: 10) == [
            MovieQuery(text: "Heat", year: 1995), MovieQuery(text: "Inception"), MovieQuery(text: "Heat"),
        ])
    }
}
