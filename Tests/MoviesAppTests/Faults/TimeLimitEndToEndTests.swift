import Foundation
import Testing
import TMDBStubServer

/// One time limit, `--timeout` or `MOVIES_TIMEOUT`, bounds the whole request,
/// connection set-up included (#11 item 6), and the sentence never advises
/// raising it when that cannot help.
@Suite struct TimeLimitEndToEndTests {
    /// How the limit is given: a flag, or the environment.
    static let limits: [(arguments: [String], environment: [String: String])] = [
        (["--timeout", "0.6"], [:]),
        ([], ["MOVIES_TIMEOUT": "0.6"]),
    ]

    @Test(arguments: limits)
    func whenAnHTTPSBaseURLPointsAtAPlainHTTPServer_itGivesUpAtTheLimitWithoutAdvisingARaise(
        arguments: [String],
        environment: [String: String]
    ) async throws {
        // given: a plain-http server reads the TLS hello as a request head that never ends
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        var variables = environment
        variables["TMDB_BASE_URL"] = "https://127.0.0.1:\(server.port)"
        let start = ContinuousClock.now

        // when
        let result = try await sandbox.run(["search", "Inception"] + arguments, environment: sandbox.environment(variables))

        // then
        let elapsed = ContinuousClock.now - start
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 69)
        #expect(sentence.contains("within 0.6 s") && sentence.contains("https"), "\(sentence)")
        #expect(!sentence.contains("--timeout"), "advises a raise that cannot help: \(sentence)")
        #expect(elapsed >= .milliseconds(600), "gave up after \(elapsed), before the limit")
        #expect(server.receivedRequests.isEmpty)
    }

    @Test func whenAPlainHTTPServerNeverAnswers_itGivesUpAtTheLimitAndNamesIt() async throws {
        // given: slowness, which a longer limit can help
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        FaultScript(always: .hang).install(on: server) { $0.isSearch }

        // when
        let result = try await sandbox.run(["search", "Inception", "--timeout", "0.5"], server: server)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 69)
        #expect(sentence.contains("within 0.5 s"), "\(sentence)")
        server.stop()
    }
}
