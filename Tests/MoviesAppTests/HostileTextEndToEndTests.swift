import Foundation
import TMDBStubServer
import TestSupport
import Testing

/// Hostile or merely unusual text beyond titles and overviews: the details
/// screen's tagline and cast, and queries shown again by `movies recent`.
@Suite struct HostileTextEndToEndTests {
    static let hostileDetails = StubPayloads.Film(
        id: 667,
        title: "Plain Title",
        overview: "A plain overview.",
        releaseDate: "2019-09-09",
        director: "Dir\u{1B}[7mector",
        tagline: "Steal\u{1B}[8m the\u{9B}?1049h idea\u{07}\u{7F}",
        castName: "Leo\u{1B}]8;;http://evil.example/\u{07}nardo\u{1B}]8;;\u{07}",
        character: "Dom\u{202E}boC\u{202C} Cobb\u{85}"
    )

    @Test func whenTheTaglineAndCastCarryControls_theDetailsScreenShowsThemWithoutAny() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        server.override { request in request.isDetails ? StubPayloads.details(Self.hostileDetails) : nil }

        // when
        let result = try await sandbox.run(["details", "667"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        HostileDataEndToEndTests.expectNoTerminalControls(in: result.standardOutput)
        HostileDataEndToEndTests.expectNoTerminalControls(in: result.standardError)
        #expect(!result.output.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) }, "a bidi override reached stdout")
        let tagline = try #require(result.outputLines.first { $0.contains("Steal") }, "stdout: \(result.output)")
        #expect(tagline.contains("idea"))
        // A cast member with a person id is a numbered link under "Cast".
        let cast = try #require(result.outputLines.first { $0.contains("nardo") }, "stdout: \(result.output)")
        #expect(cast.contains("Leo") && cast.contains("nardo") && cast.contains("Cobb"), "cast: \(cast)")
    }

    @Test func whenTheTaglineAndCastCarryControls_detailsJSONKeepsThemEscaped() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        server.override { request in request.isDetails ? StubPayloads.details(Self.hostileDetails) : nil }

        // when
        let result = try await sandbox.run(["details", "667", "--json"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        HostileDataEndToEndTests.expectNoTerminalControls(in: result.standardOutput)
        let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        #expect(object["tagline"] as? String == Self.hostileDetails.tagline)
        let cast = try #require(object["cast"] as? [[String: Any]])
        #expect(cast.first?["name"] as? String == Self.hostileDetails.castName)
        #expect(cast.first?["character"] as? String == Self.hostileDetails.character)
    }

    @Test func bidiControlsAndLineSeparators_areEscapedInJSON_andReadBackExactly() async throws {
        // given: a title that would reorder or break what a terminal shows
        let title = "Evil\u{202E}txt.exe\u{202C} \u{2066}iso\u{2069}\u{202A}\u{202B}\u{202D}\u{2067}\u{2068} one\u{2028}two\u{2029}"
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let film = StubPayloads.Film(id: 668, title: title)
        server.override { request in request.isDetails ? StubPayloads.details(film) : nil }

        // when
        let result = try await sandbox.run(["details", "668", "--json"], server: server)

        // then: none of them raw, each as \uXXXX, and the value unchanged once parsed
        EndToEndExpectations.expectSuccess(result)
        let raw = result.output.unicodeScalars.filter { [0x2028, 0x2029].contains($0.value) || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }
        #expect(raw.isEmpty, "raw in --json: \(raw.map { String($0.value, radix: 16) })")
        #expect(result.output.contains(#"Evil\u202etxt.exe\u202c \u2066iso\u2069"#), "stdout: \(result.output.prefix(600))")
        let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        #expect(object["title"] as? String == title)
    }

    /// Queries a user may type that are not plain ASCII, and how `recent` shows each.
    static let unusualQueries: [(typed: String, shown: String)] = [
        ("Ame\u{301}lie", "Ame\u{301}lie"),
        ("千と千尋の神隠し", "千と千尋の神隠し"),
        ("👩‍👩‍👧 family 🇰🇷", "👩‍👩‍👧 family 🇰🇷"),
        ("שלום עולם", "שלום עולם"),
        (#"50% "off" & <b>%1B[31m"#, #"50% "off" & <b>%1B[31m"#),
    ]

    @Test(arguments: ["evil\u{202E}txt.exe", "two\u{2028}lines", "tab\there"])
    func whenTheQueryHoldsABidiOverrideOrALineBreak_itIsRefusedWithOneSentence(query: String) async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let result = try await sandbox.run(["search", query], server: server)

        // then: the same rule as the query field, and nothing was asked
        #expect(result.exitCode == 64)
        #expect(result.errorLines.count == 1, "stderr: \(result.errorOutput)")
        #expect(result.errorOutput.contains("control characters"))
        #expect(server.receivedRequests.isEmpty)
    }

    @Test func whenQueriesWithUnusualCharactersWereRun_recentShowsThemSafelyAndJSONExactly() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let page = StubPayloads.searchPage([StubPayloads.Film(id: 1, title: "Anything")])
        server.override { request in request.isSearch ? page : nil }
        for query in Self.unusualQueries {
            EndToEndExpectations.expectSuccess(try await sandbox.run(["search", query.typed], server: server))
        }

        // when
        let plain = try await sandbox.run(["recent"], server: server)
        let json = try await sandbox.run(["recent", "--json"], server: server)

        // then
        EndToEndExpectations.expectSuccess(plain)
        HostileDataEndToEndTests.expectNoTerminalControls(in: plain.standardOutput)
        let newestFirst = Self.unusualQueries.reversed().enumerated().map { index, query in "\(index + 1). \(query.shown)" }
        #expect(plain.outputLines == newestFirst, "stdout: \(plain.output)")
        EndToEndExpectations.expectSuccess(json)
        let queries = try #require(try JSONSerialization.jsonObject(with: json.standardOutput) as? [[String: Any]])
        #expect(queries.compactMap { $0["query"] as? String } == Self.unusualQueries.reversed().map(\.typed))
    }

    @Test func whenTheCacheHoldsAQueryWithControls_recentPrintsItCleanlyOnOneLine() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], server: server))
        let database = sandbox.cacheDirectory.appendingPathComponent("cache.sqlite3")
        // Written behind the app's back, as a damaged or tampered cache might hold it.
        _ = try SQLiteShell.query(database, """
            INSERT INTO recent_queries (text, normalized_text, year, used_at)
            VALUES ('Red' || char(27) || '[31m Alert' || char(7) || char(10) || 'forged line' || char(155) || char(127),
                    'planted', NULL, CAST(strftime('%s', 'now') AS REAL) + 60);
            """)

        // when
        let plain = try await sandbox.run(["recent"], server: server)
        let json = try await sandbox.run(["recent", "--json"], server: server)

        // then
        EndToEndExpectations.expectSuccess(plain)
        HostileDataEndToEndTests.expectNoTerminalControls(in: plain.standardOutput)
        #expect(plain.outputLines.count == 2, "stdout: \(plain.output)")
        #expect(plain.outputLines.first?.hasPrefix("1. Red") == true && plain.outputLines.first?.contains("forged line") == true)
        EndToEndExpectations.expectSuccess(json)
        HostileDataEndToEndTests.expectNoTerminalControls(in: json.standardOutput)
        let queries = try #require(try JSONSerialization.jsonObject(with: json.standardOutput) as? [[String: Any]])
        #expect((queries.first?["query"] as? String)?.contains("\u{1B}[31m") == true, "JSON should carry the text as stored")
    }
}
