import Foundation
import Testing
import TMDBStubServer

/// Answers as TMDB really gives them (recorded by other projects), served as
/// they are: totals of the whole match above the 500 pages it serves, and an
/// empty page of a discovery.
@Suite struct TMDBRealAnswersEndToEndTests {
    /// A full page of 20 films with the totals TMDB stated for that list.
    private static func page(_ number: Int, statedPages: Int, statedResults: Int) -> StubHTTPResponse {
        let results = (1...20).map { index in
            #"{"id":\#(number * 100 + index),"title":"Film \#(number)-\#(index)","release_date":"2020-01-01","vote_average":7.0,"vote_count":10}"#
        }
        return .json(#"{"page":\#(number),"total_pages":\#(statedPages),"total_results":\#(statedResults),"results":[\#(results.joined(separator: ","))]}"#)
    }

    @Test(arguments: [
        (["popular"], "/3/movie/popular", 57_004, 1_140_073),
        (["discover", "--genre", "Drama"], "/3/discover/movie", 56_999, 1_139_961),
        (["top-rated"], "/3/movie/top_rated", 544, 10_875),
        (["trending"], "/3/trending/movie/day", 1_000, 20_000),
        (["related", "27205", "--similar"], "/3/movie/27205/similar", 5_380, 107_600),
    ])
    func aListWithMoreThan500PagesStated_hasThe500TMDBServes(arguments: [String], path: String, statedPages: Int, statedResults: Int) async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        server.override { request in
            guard request.path == path else { return nil }
            return Self.page(Int(request.queryValue("page") ?? "1") ?? 1, statedPages: statedPages, statedResults: statedResults)
        }

        // when
        let first = try await sandbox.run(arguments, server: server)
        let second = try await sandbox.run(arguments + ["--page", "2"], server: server)
        let json = try await sandbox.run(arguments + ["--json"], server: server)

        // then
        EndToEndExpectations.expectSuccess(first)
        #expect(first.outputLines.first?.contains("page 1 of 500") == true, "stdout: \(first.output)")
        EndToEndExpectations.expectSuccess(second)
        #expect(second.outputLines.first?.contains("page 2 of 500") == true, "stdout: \(second.output)")
        EndToEndExpectations.expectSuccess(json)
        let object = try #require(try JSONSerialization.jsonObject(with: json.standardOutput) as? [String: Any])
        #expect(object["total_pages"] as? Int == 500)
    }

    @Test func peopleSearch_withMoreThan500PagesStated_has500() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        server.override { request in
            guard request.path == "/3/search/person" else { return nil }
            let people = (1...20).map { #"{"id":\#($0),"name":"Person \#($0)","known_for_department":"Acting"}"# }
            return .json(#"{"page":1,"total_pages":2046,"total_results":40913,"results":[\#(people.joined(separator: ","))]}"#)
        }

        // when
        let result = try await sandbox.run(["people", "john", "--json"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        #expect(object["total_pages"] as? Int == 500, "\(result.output)")
    }

    @Test func aKnownForShow_isNamedAndMarkedTV_inAPeopleSearch() async throws {
        // given: Bryan Cranston as TMDB's search/person gives him
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        server.override { request in
            guard request.path == "/3/search/person" else { return nil }
            return .json("""
                {"page":1,"total_pages":1,"total_results":1,"results":[{"id":17419,"name":"Bryan Cranston",\
                "known_for_department":"Acting","known_for":[{"media_type":"tv","id":1396,"name":"Breaking Bad"},\
                {"media_type":"movie","id":64690,"title":"Drive"}]}]}
                """)
        }

        // when
        let result = try await sandbox.run(["people", "cranston"], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.output.contains("Acting · Breaking Bad (TV), Drive"), "stdout: \(result.output)")
    }

    @Test(arguments: [
        ["discover", "--years", "1900..1901"],
        ["discover", "--genre", "Drama", "--min-votes", "90000"],
    ])
    func anEmptyDiscoveryPage_saysNoFilmMatchesTheFilters(arguments: [String]) async throws {
        // given: TMDB's answer when nothing matches
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        server.override { request in
            request.path == "/3/discover/movie" ? .json(#"{"page":1,"results":[],"total_pages":1,"total_results":0}"#) : nil
        }

        // when
        let result = try await sandbox.run(arguments, server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.output.contains("No film matches these filters."), "stdout: \(result.output)")
        #expect(!result.output.contains("Type a title"), "stdout: \(result.output)")
    }

    @Test func anEmptyDiscoveryOnTheCatalogue_saysNoFilmMatchesTheFilters() async throws {
        let sandbox = try EndToEndSandbox()
        let result = try await sandbox.run(["discover", "--years", "1900..1901"])
        EndToEndExpectations.expectSuccess(result)
        #expect(result.output.contains("No film matches these filters."), "stdout: \(result.output)")
    }
}
