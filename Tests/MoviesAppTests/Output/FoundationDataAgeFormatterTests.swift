import Foundation
import MoviesDomain
import TMDBStubServer
import TestSupport
import Testing
@testable import MoviesApp

/// The real relative-age words ("5 min ago") that the status line, `cache
/// list` and `cache stats` print: every view-model test injects a fixed
/// formatter, so these are the tests that pin the words and their boundaries.
struct FoundationDataAgeFormatterTests {
    private static let now = Date(timeIntervalSince1970: 1_800_000_000)

    private func age(_ seconds: Double) -> String {
        let formatter = FoundationDataAgeFormatter(now: { Self.now })
        return formatter.relativeAge(of: Timestamp(secondsSince1970: Self.now.timeIntervalSince1970 - seconds))
    }

    @Test(arguments: [
        (0.0, "just now"), (59.9, "just now"),
        (60.0, "1 min ago"), (119.9, "1 min ago"), (300.0, "5 min ago"), (3_599.0, "59 min ago"),
        (3_600.0, "1 h ago"), (7_199.0, "1 h ago"), (86_399.0, "23 h ago"),
        (86_400.0, "1 day ago"), (172_799.0, "1 day ago"), (172_800.0, "2 days ago"), (365.0 * 86_400, "365 days ago"),
    ])
    func anAge_isSaidInTheLargestWholeUnit(seconds: Double, words: String) {
        #expect(age(seconds) == words)
    }

    @Test func aTimeInTheFuture_isJustNow() {
        // A clock set back after the fetch: never "-3 min ago".
        #expect(age(-180) == "just now")
    }

    @Test(arguments: [Double.nan, Double.infinity, 1e308, 201.0 * 365 * 86_400])
    func anImpossibleAge_isLongAgo(seconds: Double) {
        #expect(age(seconds) == "long ago")
    }

    @Test func withTheRealClock_fiveMinutesAgoIsFiveMinAgo() {
        // The default clock, not an injected one.
        let formatter = FoundationDataAgeFormatter()
        let fetched = Timestamp(secondsSince1970: Date().timeIntervalSince1970 - 330)
        #expect(formatter.relativeAge(of: fetched) == "5 min ago")
    }
}

/// The same words as the built binary prints them, for an entry fetched
/// 5½ minutes before (its fetch time moved back in the file).
@Suite struct RelativeAgeEndToEndTests {
    @Test func whenAnEntryWasFetchedFiveMinutesAgo_theStatusLineCacheListAndStatsSaySo() async throws {
        // given: a search cached for an hour, its fetch time moved 330 s back
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer(expectations: .init(cacheControl: "max-age=3600"))
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], server: server))
        let database = sandbox.cacheDirectory.appendingPathComponent("cache.sqlite3").path
        _ = try SQLiteShell.query("UPDATE responses SET fetched_at = fetched_at - 330", database: database)

        // when
        let replay = try await sandbox.run(["search", "Inception"], server: server)
        let list = try await sandbox.run(["cache", "list"], server: server)
        let stats = try await sandbox.run(["cache", "stats"], server: server)

        // then: the fresh entry is served from the cache and its age is told in words
        EndToEndExpectations.expectSuccess(replay)
        #expect(replay.outputLines.last?.contains("cached 5 min ago") == true, "stdout: \(replay.output)")
        #expect(server.receivedRequests.count == 1)
        EndToEndExpectations.expectSuccess(list)
        #expect(list.outputLines.dropFirst().first?.hasPrefix("5 min ago ") == true, "stdout: \(list.output)")
        EndToEndExpectations.expectSuccess(stats)
        #expect(stats.outputLines.contains { $0.hasPrefix("Oldest:") && $0.hasSuffix("(5 min ago)") }, "stdout: \(stats.output)")
    }
}
