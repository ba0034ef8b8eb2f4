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
        let result = try await sandbox.run(["search", "Inception", "--timeout", "1"], server: server, timeout: 20)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 69)
        #expect(sentence.contains("timeout"), "stderr: \(sentence)")
        server.stop()
    }
}
