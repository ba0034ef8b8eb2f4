import Foundation
import Testing
import TMDBStubServer

/// Answers that break on the way — unreadable, cut short, too slow, too big,
/// redirected in circles — from the command line: the exit status, one
/// sentence on stderr, and a cached entry shown instead and left as it was.
@Suite struct TransportFaultEndToEndTests {
    static let film = StubPayloads.Film(id: 27205, title: "Inception", releaseDate: "2010-07-15")

    /// Bodies a server may send with `200 OK` that are not a search page.
    static let unreadableBodies: [(label: String, answer: StubHTTPResponse)] = [
        ("cut-off JSON", .json(#"{"page":1,"results":[{"id":1,"#)),
        ("JSON of the wrong shape", .json(#"{"page":"one","results":{}}"#)),
        ("an HTML page", .text("<html><body>Welcome to the hotel Wi-Fi</body></html>", contentType: "text/html")),
        ("an empty body", .json("")),
        ("binary noise", StubHTTPResponse(headers: ["Content-Type": "application/json"], body: Data([0xFF, 0x00, 0xFE, 0x1B, 0x5B, 0x32, 0x4A, 0xC0]))),
    ]

    @Test(arguments: unreadableBodies)
    func whenTheBodyIsUnreadable_itExits1WithOneSentence(label: String, answer: StubHTTPResponse) async throws {
        // given, when
        let sentence = try await failingSearch(meeting: answer, exitCode: 1)

        // then
        #expect(sentence.contains("could not be read"), "\(label): \(sentence)")
    }

    @Test(arguments: unreadableBodies)
    func whenTheBodyIsUnreadableWithACachedEntry_itShowsTheCachedEntryAndKeepsIt(label: String, answer: StubHTTPResponse) async throws {
        try await expectCachedFallback(meeting: answer, reason: "unreadable answer")
    }

    @Test func whenTheBodyIsCutShort_itExits1SayingSo() async throws {
        // given, when
        let sentence = try await failingSearch(meeting: Self.truncatedPage, exitCode: 1)

        // then
        #expect(sentence.contains("cut short"), "stderr: \(sentence)")
    }

    @Test(arguments: [TransportFaultEndToEndTests.truncatedPage, StubHTTPResponse.closeWithoutResponse])
    func whenTheAnswerBreaksOffWithACachedEntry_itShowsTheCachedEntryAndKeepsIt(answer: StubHTTPResponse) async throws {
        try await expectCachedFallback(meeting: answer, reason: "unreadable answer")
    }

    @Test func whenTheConnectionClosesWithoutAnAnswer_itExits1WithOneSentence() async throws {
        // given, when
        let sentence = try await failingSearch(meeting: .closeWithoutResponse, exitCode: 1)

        // then
        #expect(sentence.contains("could not be read"), "stderr: \(sentence)")
    }

    @Test(arguments: [true, false])
    func whenTheBodyIsOver8MiB_itIsRefusedWithOneSentence(announcesLength: Bool) async throws {
        // given, when
        let sentence = try await failingSearch(meeting: Self.oversizedBody(announcesLength: announcesLength), exitCode: 1)

        // then
        #expect(sentence.contains("larger than 8 MiB"), "stderr: \(sentence)")
    }

    @Test func whenTheBodyIsOver8MiBWithACachedEntry_itShowsTheCachedEntryAndKeepsIt() async throws {
        try await expectCachedFallback(meeting: Self.oversizedBody(announcesLength: false), reason: "unreadable answer")
    }

    @Test func whenTheServerHangsWithACachedEntry_aShortTimeoutShowsTheCachedEntryAndKeepsIt() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let probe = try await CachedEntryProbe.prime(["search", "Inception"], sandbox: sandbox, environment: sandbox.environment(server: server))
        FaultScript(always: .hang).install(on: server) { $0.isSearch }

        // when
        let result = try await sandbox.run(
            ["search", "Inception"],
            environment: sandbox.environment(server: server, ["MOVIES_TIMEOUT": "1"])
        )

        // then
        EndToEndExpectations.expectCachedFallback(result, reason: "server timed out")
        try await probe.expectIntact()
        server.stop()
    }

    @Test func whenTheBodyTricklesInWithinTheTimeout_itSucceeds() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        var slow = StubPayloads.searchPage([Self.film])
        slow.delivery = .slowBody(chunkBytes: 64, chunkDelay: .milliseconds(20))
        FaultScript(always: slow).install(on: server) { $0.isSearch }

        // when
        let result = try await sandbox.run(["search", "Inception", "--timeout", "10"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(EndToEndExpectations.numberedTitles(in: result) == ["Inception"])
    }

    @Test func whenTheBodyTricklesInPastTheTimeout_itExits69NamingTheLimit() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        var slow = StubPayloads.searchPage([Self.film])
        slow.delivery = .slowBody(chunkBytes: 4, chunkDelay: .milliseconds(100))
        FaultScript(always: slow).install(on: server) { $0.isSearch }

        // when
        let result = try await sandbox.run(["search", "Inception", "--timeout", "1"], server: server)

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 69)
        #expect(sentence.contains("within 1 s"), "stderr: \(sentence)")
        server.stop()
    }

    /// Redirects that lead nowhere: back to the same place, or to a scheme that is refused.
    static let badRedirects: [StubHTTPResponse] = [
        .redirect(to: "/3/search/movie?query=again"),
        .redirect(to: "ftp://127.0.0.1/search/movie"),
    ]

    @Test(arguments: badRedirects)
    func whenRedirectsLeadNowhere_itExits69WithOneSentence(answer: StubHTTPResponse) async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let script = FaultScript(always: answer)
        script.install(on: server) { $0.isSearch }

        // when
        let result = try await sandbox.run(["search", "Inception"], server: server, apiKey: "secret-key-123")

        // then
        let sentence = EndToEndExpectations.expectOneSentenceFailure(result, exitCode: 69)
        #expect(sentence.lowercased().contains("redirect") || sentence.contains("not supported"), "stderr: \(sentence)")
        #expect(!result.mentions("secret-key-123"))
        #expect(script.requestCount <= 11, "followed \(script.requestCount) redirects")
    }

    @Test func whenRedirectsLoopWithACachedEntry_itShowsTheCachedEntryAndKeepsIt() async throws {
        try await expectCachedFallback(meeting: Self.badRedirects[0], reason: "server unreachable")
    }

    static var truncatedPage: StubHTTPResponse {
        var page = StubPayloads.searchPage([film])
        page.delivery = .truncateBody(afterBytes: 40)
        return page
    }

    static func oversizedBody(announcesLength: Bool) -> StubHTTPResponse {
        // Spaces are valid JSON whitespace: only the size is wrong.
        var body = Data(#"{"page":1,"results":[],"total_pages":1,"total_results":0}"#.utf8)
        body.append(Data(repeating: 0x20, count: 8 * 1024 * 1024 + 1))
        return StubHTTPResponse(
            headers: ["Content-Type": "application/json"],
            body: body,
            announcesLength: announcesLength
        )
    }

    /// Runs a search against a server that always gives `answer`, expects it
    /// to fail with one sentence and `exitCode`, and returns the sentence.
    private func failingSearch(meeting answer: StubHTTPResponse, exitCode: Int32) async throws -> String {
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        FaultScript(always: answer).install(on: server) { $0.isSearch }
        let result = try await sandbox.run(["search", "Inception"], server: server)
        return EndToEndExpectations.expectOneSentenceFailure(result, exitCode: exitCode)
    }

    /// Caches a search, then runs it against a server that always gives
    /// `answer`: the cached entry is shown as offline for `reason` and stays intact.
    private func expectCachedFallback(meeting answer: StubHTTPResponse, reason: String) async throws {
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let probe = try await CachedEntryProbe.prime(["search", "Inception"], sandbox: sandbox, environment: sandbox.environment(server: server))
        FaultScript(always: answer).install(on: server) { $0.isSearch }
        let result = try await sandbox.run(["search", "Inception"], server: server)
        EndToEndExpectations.expectCachedFallback(result, reason: reason)
        try await probe.expectIntact()
    }
}
