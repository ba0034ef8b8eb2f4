import Foundation
import Testing
import TMDBStubServer

/// `movies search` against a TMDB-compatible server on 127.0.0.1.
@Suite struct SearchEndToEndTests {
    @Test func whenServerAnswersInItsOwnOrder_searchListsExactlyThoseResultsInThatOrder() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let films = [
            StubPayloads.Film(id: 901, title: "Zebra Crossing", releaseDate: "1999-05-01"),
            StubPayloads.Film(id: 902, title: "Apple Orchard", releaseDate: "2012-01-01"),
            StubPayloads.Film(id: 903, title: "Midnight Ferry", releaseDate: "1987-09-09"),
        ]
        server.override { $0.isSearch ? StubPayloads.searchPage(films) : nil }

        // when
        let result = try await sandbox.run(["search", "anything"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(EndToEndExpectations.numberedTitles(in: result) == ["Zebra Crossing", "Apple Orchard", "Midnight Ferry"])
        #expect(result.outputLines.contains { $0.hasPrefix("1. Zebra Crossing (1999)") })
        #expect(server.receivedRequests.contains { $0.isSearch && $0.queryValue("query") == "anything" })
    }

    @Test func whenSearchingInception_theCatalogueServersResultIsNumberedFirst() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let result = try await sandbox.run(["search", "Inception"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(EndToEndExpectations.numberedTitles(in: result).first == "Inception")
        #expect(!result.errorOutput.contains("embedded catalogue"))
    }

    @Test func whenPageTwoIsAsked_itShowsTheServersSecondPage() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let firstPage = (1...20).map { StubPayloads.Film(id: 1000 + $0, title: "First Page Film \($0)") }
        let secondPage = [StubPayloads.Film(id: 2001, title: "Second Page Film A"), StubPayloads.Film(id: 2002, title: "Second Page Film B")]
        server.override { request in
            guard request.isSearch else { return nil }
            return request.queryValue("page") == "2"
                ? StubPayloads.searchPage(secondPage, page: 2, totalPages: 2)
                : StubPayloads.searchPage(firstPage, page: 1, totalPages: 2)
        }

        // when
        let result = try await sandbox.run(["search", "film", "--page", "2"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(EndToEndExpectations.numberedTitles(in: result) == ["Second Page Film A", "Second Page Film B"])
        #expect(result.output.contains("page 2 of 2"), "stdout: \(result.output)")
        #expect(server.receivedRequests.filter(\.isSearch).map { $0.queryValue("page") } == ["2"])
    }

    @Test func whenPageTwoOfTheCatalogueIsAsked_theHeaderAndJSONAgreeOnIt() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let plain = try await sandbox.run(["search", "the", "--page", "2"], server: server)
        let json = try await sandbox.run(["search", "the", "--page", "2", "--json"], server: server)

        // then
        EndToEndExpectations.expectSuccess(plain)
        EndToEndExpectations.expectSuccess(json)
        let object = try #require(try JSONSerialization.jsonObject(with: json.standardOutput) as? [String: Any])
        let totalPages = try #require(object["total_pages"] as? Int)
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(object["page"] as? Int == 2)
        #expect(totalPages >= 2)
        #expect(plain.output.contains("page 2 of \(totalPages)"), "stdout: \(plain.output)")
        #expect(EndToEndExpectations.numberedTitles(in: plain) == results.compactMap { $0["title"] as? String })
        #expect(plain.outputLines.contains { $0.hasPrefix("\(results.count).") })
    }

    /// A stub whose search answers two results, in an order the ids do not give.
    private static func serverWithTwoResults() throws -> TMDBStubServer {
        let server = try TMDBStubServer()
        let films = [
            StubPayloads.Film(id: 27205, title: "Inception", releaseDate: "2010-07-15"),
            StubPayloads.Film(id: 603, title: "The Matrix", releaseDate: "1999-03-30"),
        ]
        server.override { $0.isSearch ? StubPayloads.searchPage(films) : nil }
        return server
    }

    /// Only the selected (second) film's details were asked for, never the first's.
    private static func expectOnlyTheSecondFilmsDetailsAsked(of server: TMDBStubServer, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(server.receivedRequests.contains { $0.path.hasSuffix("/movie/603") }, sourceLocation: sourceLocation)
        #expect(!server.receivedRequests.contains { $0.path.hasSuffix("/movie/27205") }, sourceLocation: sourceLocation)
    }

    @Test func whenItemTwoIsSelected_itShowsTheDetailsOfTheSecondResult() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try Self.serverWithTwoResults()

        // when
        let result = try await sandbox.run(["search", "anything", "--select", "2"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.outputLines.first?.hasPrefix("The Matrix (1999)") == true, "stdout: \(result.output)")
        #expect(result.outputLines.contains { $0.hasPrefix("Directed by ") })
        Self.expectOnlyTheSecondFilmsDetailsAsked(of: server)
    }

    @Test func whenItemTwoIsSelectedWithJSON_itPrintsTheSecondResultsDetailsAsJSON() async throws {
        // given: two results, in an order the ids do not give
        let sandbox = try EndToEndSandbox()
        let server = try Self.serverWithTwoResults()

        // when
        let result = try await sandbox.run(["search", "anything", "--json", "--select", "2"], server: server)

        // then: the details of the second film, and only its details were asked for
        EndToEndExpectations.expectSuccess(result)
        let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        #expect(object["id"] as? Int == 603, "stdout: \(result.output)")
        #expect(object["title"] as? String == "The Matrix")
        #expect(object["results"] == nil, "a details document, not the search page")
        Self.expectOnlyTheSecondFilmsDetailsAsked(of: server)
    }

    @Test func whenItemTwoIsSelectedWithJSON_onTheCatalogue_itIsTheSecondRowOfThePlainList() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let plain = try await sandbox.run(["search", "the"])
        EndToEndExpectations.expectSuccess(plain)
        let second = try #require(plain.outputLines.first { $0.hasPrefix(" 2. ") })
        let secondID = try #require(second.split(separator: " ").last.flatMap { Int($0) })

        // when
        let result = try await sandbox.run(["search", "the", "--json", "--select", "2"])

        // then
        EndToEndExpectations.expectSuccess(result)
        let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        #expect(object["id"] as? Int == secondID, "row 2: \(second)")
        #expect(EndToEndExpectations.numberedTitles(in: plain).dropFirst().first == object["title"] as? String)
    }

    @Test func whenJSONIsAsked_itPrintsValidJSONWithThePageAndItsResults() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let result = try await sandbox.run(["search", "Inception", "--json"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(object["page"] as? Int == 1)
        #expect(results.first?["title"] as? String == "Inception")
        #expect(results.first?["id"] as? Int == 27205)
    }
}
