import Foundation
import Testing
import TMDBStubServer

/// Replaying from the SQLite cache when the server is gone or `--offline` is given.
@Suite struct OfflineEndToEndTests {
    @Test func whenTheServerStopsAfterASearch_theSameSearchReplaysFromTheCacheWithAnOfflineNotice() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let online = try await sandbox.run(["search", "Inception"], server: server)
        EndToEndExpectations.expectSuccess(online)
        server.stop()

        // when
        let result = try await sandbox.run(["search", "Inception"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(EndToEndExpectations.numberedTitles(in: result) == EndToEndExpectations.numberedTitles(in: online))
        #expect(result.outputLines.last?.hasPrefix("offline — cached results from ") == true, "stdout: \(result.output)")
    }

    @Test func whenTheServerStopsAfterDetails_theSameDetailsReplayFromTheCache() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        EndToEndExpectations.expectSuccess(try await sandbox.run(["details", "27205"], server: server))
        server.stop()

        // when
        let result = try await sandbox.run(["details", "27205"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.outputLines.first?.hasPrefix("Inception (2010)") == true)
        #expect(result.outputLines.last?.hasPrefix("offline — cached") == true, "stdout: \(result.output)")
    }

    @Test func whenOfflineIsGivenForAQueryNeverRun_itExits69WithoutSendingARequest() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], server: server))
        let requestsBefore = server.receivedRequests.count

        // when
        let result = try await sandbox.run(["search", "Vertigo", "--offline"], server: server)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 69)
        #expect(sentence.contains("--offline"))
        #expect(server.receivedRequests.count == requestsBefore)
    }

    @Test func whenOfflineIsGivenForAQueryRunBefore_itAnswersFromTheCacheWithoutARequest() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], server: server))
        let requestsBefore = server.receivedRequests.count

        // when
        let result = try await sandbox.run(["search", "Inception", "--offline"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(EndToEndExpectations.numberedTitles(in: result).first == "Inception")
        #expect(server.receivedRequests.count == requestsBefore)
    }

    @Test func whenTheServerIsStoppedAndNothingIsCached_itExits69() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        server.stop()

        // when
        let result = try await sandbox.run(["search", "Inception"], server: server)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 69)
        #expect(sentence.contains("127.0.0.1"), "stderr: \(sentence)")
    }

    @Test func whenTheServerHangs_aShortTimeoutEndsTheRunWith69() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        server.override { _ in .hang }

        // when
        let result = try await sandbox.run(["search", "Inception", "--timeout", "1"], server: server)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 69)
        #expect(sentence.contains("timeout"), "stderr: \(sentence)")
        server.stop()
    }

    @Test func whenTheCachedTimeIsShown_itIsTheLocalTimeOfTheTZVariable() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], server: server))
        let before = Date()

        // when
        let utc = try await sandbox.run(
            ["search", "Inception", "--offline"],
            environment: sandbox.environment(server: server, ["TZ": "UTC0"])
        )
        let tokyo = try await sandbox.run(
            ["search", "Inception", "--offline"],
            environment: sandbox.environment(server: server, ["TZ": "JST-9"])
        )

        // then
        let utcTime = try #require(Self.cachedTime(in: utc, secondsFromGMT: 0), "stdout: \(utc.output)")
        let tokyoTime = try #require(Self.cachedTime(in: tokyo, secondsFromGMT: 9 * 3600), "stdout: \(tokyo.output)")
        #expect(utcTime == tokyoTime, "the same instant written in two zones")
        #expect(abs(utcTime.timeIntervalSince(before)) < 15 * 60, "the time of the online search, to the minute")
        server.stop()
    }

    /// The "yyyy-MM-dd HH:mm" after "cached results from " on the last line,
    /// read in the zone `secondsFromGMT` east of UTC.
    private static func cachedTime(in result: MoviesProcessResult, secondsFromGMT: Int) -> Date? {
        let prefix = "offline — cached results from "
        guard let line = result.outputLines.last, line.hasPrefix(prefix) else { return nil }
        let text = String(line.dropFirst(prefix.count).prefix(16))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: secondsFromGMT)
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.date(from: text)
    }
}
