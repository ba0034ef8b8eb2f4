import Foundation
import Testing
import TMDBStubServer

/// `movies details TMDB_ID` against a TMDB-compatible server.
@Suite struct DetailsEndToEndTests {
    @Test func whenDetailsOfInceptionAreAsked_itShowsTitleYearAndDirector() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let result = try await sandbox.run(["details", "27205"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.outputLines.first?.hasPrefix("Inception (2010)") == true, "stdout: \(result.output)")
        #expect(result.outputLines.contains("Directed by Christopher Nolan"))
        #expect(server.receivedRequests.contains { $0.path == "/3/movie/27205" })
    }

    @Test func whenDetailsAreAskedAsJSON_itPrintsValidJSONOfThatMovie() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let result = try await sandbox.run(["details", "27205", "--json"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        #expect(object["id"] as? Int == 27205)
        #expect(object["title"] as? String == "Inception")
        #expect(object["directors"] as? [String] == ["Christopher Nolan"])
    }

    @Test func whenTheMovieIdDoesNotExist_itExitsOneSayingSo() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let result = try await sandbox.run(["details", "999999999"], server: server)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 1)
        #expect(sentence.contains("has no movie with id 999999999"))
    }
}
