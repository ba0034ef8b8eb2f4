import Foundation
import Testing
import TMDBStubServer

/// Exit statuses of DESIGN.md §1, each with one sentence on stderr.
@Suite struct ExitStatusEndToEndTests {
    @Test func whenTheServerRejectsTheKey_itExits77NamingTheVariableButNotTheKey() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer(expectations: .init(credential: "right"))

        // when
        let result = try await sandbox.run(["search", "Inception"], server: server, apiKey: "wrong")

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 77)
        #expect(sentence.contains("TMDB_API_KEY"))
        #expect(!result.mentions("wrong"))
        #expect(server.receivedRequests.count >= 1)
    }

    @Test func whenAKeyWouldTravelOverPlainHTTPToAnotherHost_itExits64BeforeConnecting() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let environment = sandbox.environment(["TMDB_BASE_URL": "http://example.invalid", "TMDB_API_KEY": "secret-key-123"])

        // when
        let result = try await sandbox.run(["search", "Inception"], environment: environment)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 64)
        #expect(sentence.contains("https://"))
        #expect(!result.mentions("secret-key-123"))
    }

    @Test func whenTheBaseURLHostHidesAnEscapeSequence_theRefusalPrintsItWithoutTheEscape() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let environment = sandbox.environment(["TMDB_BASE_URL": "http://ev%1B%5B2Jil.example", "TMDB_API_KEY": "secret-key-123"])

        // when
        let result = try await sandbox.run(["search", "Inception"], environment: environment)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 64)
        #expect(sentence.contains("evil.example"), "stderr: \(sentence)")
        #expect(!result.mentions("secret-key-123"))
    }

    /// Arguments that must be refused, and words of the sentence that says what is allowed.
    static let refusedArguments: [(arguments: [String], saying: String)] = [
        (["search", "Inception", "--page", "0"], "from 1 to 500"),
        (["search", "Inception", "--page", "abc"], "from 1 to 500"),
        (["search", "Inception", "--page", "501"], "from 1 to 500"),
        (["search", "Inception", "--page", "2.5"], "from 1 to 500"),
        (["search", "Inception", "--select", "0"], "at least 1"),
        (["search", "Inception", "--select", "two"], "1 or more"),
        (["search", "Inception", "--year", "nineteen"], "four-digit year"),
        (["search", "Inception", "--year", "99"], "four-digit year"),
        (["search", ""], "query is empty"),
        (["search", "   "], "query is empty"),
        (["search", String(repeating: "a", count: 501)], "at most 500"),
        (["search", "Incep\u{1B}[31mtion"], "control characters"),
        (["details", "abc"], "positive whole number"),
        (["details", "0"], "positive whole number"),
        // A negative id reads as an unknown option; the sentence still names the argument.
        (["details", "-5"], "<tmdb-id>"),
        (["search", "Inception", "--timeout", "0"], "0.1 to 600"),
        (["search", "Inception", "--timeout", "soon"], "0.1 to 600"),
        (["search", "Inception", "--language", "english please"], "language tag"),
        (["search", "Inception", "--offline", "--refresh"], "cannot be used together"),
        (["recent", "--limit", "101"], "from 1 to 100"),
        (["recent", "--limit", "ten"], "from 1 to 10"),
        (["search"], "query"),
        (["fly"], "fly"),
        // argument-parser quotes what it refuses; the quote must not carry the escapes.
        (["search", "Inception", "--page", "\u{1B}]0;owned\u{07}"], "from 1 to 500"),
        (["fl\u{1B}[2Jy"], "'fly'"),
    ]

    @Test(arguments: refusedArguments)
    func whenArgumentsAreNotAllowed_itExits64WithOneSentenceSayingWhatIsAllowed(
        arguments: [String],
        saying expected: String
    ) async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let result = try await sandbox.run(arguments, server: server)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 64)
        #expect(sentence.contains(expected), "stderr: \(sentence)")
        #expect(server.receivedRequests.isEmpty)
    }

    @Test func whenTheQueryIs500Characters_itIsAccepted() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let result = try await sandbox.run(["search", String(repeating: "a", count: 500)], server: server)

        // then
        #expect(result.exitCode == 0, "stderr: \(result.errorOutput)")
    }

    @Test func whenSelectIsBeyondAShortPage_itExits64SayingHowManyThereAre() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let result = try await sandbox.run(["search", "Inception", "--select", "99"], server: server)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 64)
        #expect(sentence.contains("--select 99"))
    }

    @Test func whenSelectIsBeyondAShortPageInJSON_itExits64WithTheSameSentence() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let plain = try await sandbox.run(["search", "Inception", "--select", "99"], server: server)

        // when
        let result = try await sandbox.run(["search", "Inception", "--select", "99", "--json"], server: server)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 64)
        #expect(sentence == plain.errorLines.last)
    }
}
