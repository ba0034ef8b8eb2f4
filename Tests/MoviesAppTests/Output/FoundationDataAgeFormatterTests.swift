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
/// 5½ minutes before (its fetch time moved back in the file). On a busy machine
/// the commands may run well after the move: the words must then tell the age
/// the entry had when each command ran, so the test reads the minutes from the
/// output and holds them to the clock around the command.
@Suite struct RelativeAgeEndToEndTests {
    private static let movedBack: TimeInterval = 330

    /// The moments around the first fetch and around the commands that read it.
    private struct Moments {
        var beforeFetch = Date()
        var afterFetch = Date()
        var started = Date()
        var ended = Date()
    }

    /// Whether `text` tells, as "N min ago", the whole minutes of an age the
    /// entry may have had while the commands ran: fetched between
    /// `beforeFetch` and `afterFetch`, moved `movedBack` seconds back, read
    /// between `started` and `ended`.
    private static func tellsTheAge(_ text: String?, _ moments: Moments) -> Bool {
        guard let text, let match = text.firstMatch(of: /(\d+) min ago/), let minutes = Int(match.1) else { return false }
        let youngest = Int((movedBack + moments.started.timeIntervalSince(moments.afterFetch)) / 60)
        let oldest = Int((movedBack + moments.ended.timeIntervalSince(moments.beforeFetch) + 1) / 60)
        return (youngest...oldest).contains(minutes)
    }

    @Test func whenAnEntryWasFetchedFiveMinutesAgo_theStatusLineCacheListAndStatsSaySo() async throws {
        // given: a search cached for an hour, its fetch time moved 330 s back
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer(expectations: .init(cacheControl: "max-age=3600"))
        var moments = Moments()
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], server: server))
        moments.afterFetch = Date()
        let database = sandbox.cacheDirectory.appendingPathComponent("cache.sqlite3").path
        _ = try SQLiteShell.query("UPDATE responses SET fetched_at = fetched_at - \(Int(Self.movedBack))", database: database)

        // when
        moments.started = Date()
        let replay = try await sandbox.run(["search", "Inception"], server: server)
        let list = try await sandbox.run(["cache", "list"], server: server)
        let stats = try await sandbox.run(["cache", "stats"], server: server)
        moments.ended = Date()

        // then: the fresh entry is served from the cache and its age is told in words
        EndToEndExpectations.expectSuccess(replay)
        let status = replay.outputLines.last
        #expect(status?.contains("cached ") == true && Self.tellsTheAge(status, moments), "stdout: \(replay.output)")
        #expect(server.receivedRequests.count == 1)
        EndToEndExpectations.expectSuccess(list)
        let listed = list.outputLines.dropFirst().first
        #expect(listed?.first?.isNumber == true && Self.tellsTheAge(listed, moments), "stdout: \(list.output)")
        EndToEndExpectations.expectSuccess(stats)
        let oldest = stats.outputLines.first { $0.hasPrefix("Oldest:") }
        #expect(oldest?.hasSuffix(" min ago)") == true && Self.tellsTheAge(oldest, moments), "stdout: \(stats.output)")
    }
}
