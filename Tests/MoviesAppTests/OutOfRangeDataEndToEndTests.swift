import Foundation
import Testing
import TMDBStubServer

/// What a broken server sends must neither trap the process nor poison the
/// cache (#11 items 1, 18, 19): odd numbers are unknown, broken text is mended,
/// unreadable results are counted, a page past the end is said to be.
@Suite struct OutOfRangeDataEndToEndTests {
    /// A search page and details whose numbers are past anything Int holds.
    static func absurdNumbersServer() throws -> TMDBStubServer {
        let server = try TMDBStubServer()
        let film = #"{"id":27205,"title":"Inception","release_date":"2010-07-15","overview":"Dreams.","#
        server.override { request in
            if request.isSearch {
                return .json(#"{"page":9223372036854775807,"total_pages":1e300,"total_results":-5,"results":["#
                    + film + #""vote_average":1e18,"vote_count":9.3e18,"genre_ids":[1e400]}]}"#)
            }
            if request.isDetails {
                return .json(film + #""vote_average":-1e18,"vote_count":1e18,"runtime":1e308,"#
                    + #""credits":{"cast":[{"name":"Leonardo DiCaprio","order":9.3e18}],"crew":[]}}"#)
            }
            return nil
        }
        return server
    }

    @Test(arguments: [
        ["search", "inception"], ["search", "inception", "--select", "1"], ["details", "27205"],
        ["search", "inception", "--json"], ["search", "inception", "--select", "1", "--json"],
    ])
    func whenNumbersAreOutOfRange_theFilmIsShownAndTheOfflineReplayToo(arguments: [String]) async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try Self.absurdNumbersServer()

        // when: fetched, then replayed from the cache with no network
        let online = try await sandbox.run(arguments, server: server)
        let offline = try await sandbox.run(arguments + ["--offline"], server: server)

        // then
        for result in [online, offline] {
            EndToEndExpectations.expectSuccess(result)
            #expect(result.output.contains("Inception"), "stdout: \(result.output)")
            #expect(!result.output.contains("1e+18") && !result.output.contains("★"), "an absurd average is no rating: \(result.output)")
        }
    }

    @Test func whenAPageIsPastTheLastOne_itSaysSoWithExit64() async throws {
        // given: a search with two pages
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        server.override { request in
            guard request.isSearch else { return nil }
            let page = Int(request.queryValue("page") ?? "1") ?? 1
            return page <= 2
                ? StubPayloads.searchPage([StubPayloads.Film(id: page, title: "Man \(page)")], page: page, totalPages: 2)
                : .json(#"{"page":\#(page),"total_pages":2,"total_results":26,"results":[]}"#)
        }

        // when
        let result = try await sandbox.run(["search", "man", "--page", "3"], server: server)

        // then
        #expect(result.exitCode == 64)
        #expect(result.errorLinesWithoutNotice == ["movies: --page 3 is past the last page (2)."])
    }

    @Test func whenAServerSaysItIsOnAnotherPage_theHeaderShowsThePageAskedFor() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try Self.absurdNumbersServer()

        // when
        let result = try await sandbox.run(["search", "inception"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.outputLines.first?.contains("page 1 of 1") == true, "stdout: \(result.output)")
    }

    @Test func whenOneTitleHasBrokenTextAndOneResultNoId_theRestIsShownAndTheSkippedCounted() async throws {
        // given: invalid UTF-8 in one title, a lone surrogate in another, a string id in a third
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        var bytes = Data(#"{"page":1,"total_pages":1,"total_results":3,"results":[{"id":1,"title":"Am"#.utf8)
        bytes.append(0xE9)
        bytes.append(contentsOf: Array(#"lie"},{"id":2,"title":"Half \ud83c pair"},{"id":"3","title":"Stringly"}]}"#.utf8))
        let body = bytes
        server.override { request in
            request.isSearch ? StubHTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: body) : nil
        }

        // when
        let plain = try await sandbox.run(["search", "amelie"], server: server)
        let json = try await sandbox.run(["search", "amelie", "--json"], server: server)

        // then: the two with broken text are kept, mended; the one with no usable id is counted
        EndToEndExpectations.expectSuccess(plain)
        #expect(plain.output.contains("Am\u{FFFD}lie") && plain.output.contains("Half \u{FFFD} pair"), "stdout: \(plain.output)")
        #expect(plain.outputLines.first?.contains("1 unreadable") == true, "stdout: \(plain.output)")
        EndToEndExpectations.expectSuccess(json)
        let object = try #require(try JSONSerialization.jsonObject(with: json.standardOutput) as? [String: Any])
        #expect((object["results"] as? [Any])?.count == 2)
        #expect(object["skipped_results"] as? Int == 1)
    }
}
