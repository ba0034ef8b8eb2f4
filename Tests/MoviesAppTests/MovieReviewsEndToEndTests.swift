import Foundation
import Testing
import TMDBStubServer

/// `movies reviews`, run as the built binary against the stub server.
@Suite struct MovieReviewsEndToEndTests {
    @Test func theFirstPage_comesWithTheDetails_withMarkdownReducedToText_andReplaysOffline() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let online = try await sandbox.run(["reviews", "27205"], server: server)
        let offline = try await sandbox.run(["reviews", "27205", "--offline"], server: server)

        // then
        EndToEndExpectations.expectSuccess(online)
        #expect(Array(online.outputLines.prefix(9)) == [
            "Reviews 1–20 of 23 (page 1 of 2; --page for more)",
            "",
            "1. Stub Reviewer 1 · 2021-03-01",
            "   A stub review with a link to nowhere and emphasis.",
            "",
            "   Second paragraph: code_kept & more.",
            "",
            "2. Stub Reviewer 2 · 6/10 · 2021-03-02",
            "   Written in HTML.",
        ])
        #expect(server.receivedRequests.map(\.path).allSatisfy { $0.hasSuffix("/3/movie/27205") }, "\(server.receivedRequests.map(\.path))")
        EndToEndExpectations.expectSuccess(offline)
        #expect(Array(offline.outputLines.dropLast()) == online.outputLines)
        #expect(offline.outputLines.last?.hasPrefix("offline — cached results from") == true)
    }

    @Test func page2_asksTheReviewsPage() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let result = try await sandbox.run(["reviews", "27205", "--page", "2"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.outputLines.first == "Reviews 21–23 of 23 (page 2 of 2; --page for more)")
        #expect(result.outputLines.contains("21. Stub Reviewer 21 · 7/10 · 2021-03-21"))
        #expect(server.receivedRequests.contains { $0.path.hasSuffix("/3/movie/27205/reviews") && $0.queryValue("page") == "2" })
    }

    @Test func aPagePastTheLast_isOneSentence_exit64() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let result = try await sandbox.run(["reviews", "27205", "--page", "3"], server: server)

        // then
        EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 64)
    }

    @Test func aFilmWithoutReviews_isOneSentence_exitZero() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let result = try await sandbox.run(["reviews", "550"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.outputLines == ["TMDB's users have not reviewed this film."])
    }

    @Test func asJSON_eachReviewHasAuthorRatingDateAndPlainText() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let result = try await sandbox.run(["reviews", "27205", "--json"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        #expect(object["total_results"] as? Int == 23)
        let reviews = try #require(object["reviews"] as? [[String: Any]])
        #expect(reviews.count == 20)
        #expect(reviews[1]["rating"] as? Double == 6)
        #expect(reviews[0]["rating"] == nil)
        #expect(reviews[1]["text"] as? String == "Written in HTML.\nA second line.")
        #expect(reviews[0]["date"] as? String == "2021-03-01")
    }

    @Test func onTheEmbeddedCatalogue_isOneSentenceThatOnlyTMDBKnows_exit69() async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when
        let result = try await sandbox.run(["reviews", "27205"])

        // then
        EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 69)
    }
}
