import Foundation
import Testing
import TMDBStubServer

/// The people, person, related and collection commands and the details
/// screen's links, run as the built binary: on the embedded catalogue
/// (replayed offline), against the stub server, and with bad arguments.
@Suite struct PeopleEndToEndTests {
    static let commands: [[String]] = [
        ["people", "nolan"], ["person", "525"], ["related", "27205"], ["related", "27205", "--similar"], ["collection", "263"],
    ]

    @Test(arguments: commands)
    func onTheEmbeddedCatalogue_rowsAreNumberedWithIds_andReplayOffline(arguments: [String]) async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when
        let online = try await sandbox.run(arguments)
        let offline = try await sandbox.run(arguments + ["--offline"])

        // then
        EndToEndExpectations.expectSuccess(online)
        EndToEndExpectations.expectSuccess(offline)
        #expect(online.outputLines.contains { $0.hasPrefix("1. ") || $0.hasPrefix(" 1. ") }, "stdout: \(online.output)")
        #expect(online.outputLines.contains { $0.range(of: #" id \d+$"#, options: .regularExpression) != nil }, "stdout: \(online.output)")
        #expect(DiscoverEndToEndTests.rows(of: offline) == DiscoverEndToEndTests.rows(of: online))
        #expect(offline.outputLines.contains { $0.hasPrefix("offline — cached results from") })
    }

    @Test(arguments: commands)
    func asJSON_eachIsMachineReadable(arguments: [String]) async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when
        let result = try await sandbox.run(arguments + ["--json"])

        // then
        EndToEndExpectations.expectSuccess(result)
        let object = try #require(try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any], "\(result.output)")
        let rows = (object["results"] ?? object["credits"]) as? [[String: Any]]
        #expect(rows?.first?["id"] as? Int != nil, "\(result.output)")
    }

    @Test func aPerson_theirFilmsNewestFirst_andSelectOpensOne() async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when
        let person = try await sandbox.run(["person", "525"])
        let film = try await sandbox.run(["person", "525", "--select", "1"])

        // then: Nolan's films, Oppenheimer (2023) first, and it opens
        EndToEndExpectations.expectSuccess(person)
        #expect(person.outputLines.first == "Christopher Nolan")
        let years = person.outputLines.compactMap { line in
            line.range(of: #"^ ?\d+\. (\d{4})"#, options: .regularExpression).map { Int(line[$0].suffix(4)) ?? 0 }
        }
        #expect(years.count > 5 && years == years.sorted(by: >), "\(person.output)")
        EndToEndExpectations.expectSuccess(film)
        #expect(film.outputLines.first?.hasPrefix("Oppenheimer (2023)") == true, "\(film.output)")
    }

    @Test func theDetailsLinks_openACastMemberAndTheRelatedLists() async throws {
        // given
        let sandbox = try EndToEndSandbox()

        // when
        let details = try await sandbox.run(["details", "27205"])
        let castRow = try #require(details.outputLines.first { $0.contains("Leonardo DiCaprio") }, "\(details.output)")
        let castNumber = try #require(castRow.split(separator: ".").first.map { $0.trimmingCharacters(in: .whitespaces) })
        let relatedRow = try #require(details.outputLines.first { $0.contains("More like this") && $0.contains(". ") })
        let relatedNumber = try #require(relatedRow.split(separator: ".").first.map { $0.trimmingCharacters(in: .whitespaces) })
        let actor = try await sandbox.run(["details", "27205", "--select", castNumber])
        let related = try await sandbox.run(["details", "27205", "--select", relatedNumber])

        // then
        #expect(castRow.hasSuffix("id 6193"))
        #expect(actor.outputLines.first == "Leonardo DiCaprio", "\(actor.output)")
        #expect(related.outputLines.first?.hasPrefix("More like Inception") == true, "\(related.output)")
    }

    @Test func againstTheServer_detailsIsOneRequest_andEachCommandAsksItsPath() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()

        // when
        let details = try await sandbox.run(["details", "27205"], server: server)
        let detailsRequests = server.receivedRequests.count
        let people = try await sandbox.run(["people", "nolan", "--select", "1"], server: server)
        let similar = try await sandbox.run(["related", "27205", "--similar"], server: server)
        let collection = try await sandbox.run(["collection", "263", "--select", "2"], server: server)

        // then
        for result in [details, people, similar, collection] { EndToEndExpectations.expectSuccess(result) }
        #expect(detailsRequests == 1)
        let first = try #require(server.receivedRequests.first)
        #expect(first.path.hasSuffix("/3/movie/27205") && first.queryValue("append_to_response") == "credits,recommendations,videos,release_dates,external_ids,keywords,watch/providers,reviews")
        let paths = server.receivedRequests.map(\.path)
        #expect(paths.contains { $0.hasSuffix("/3/search/person") })
        #expect(paths.contains { $0.hasSuffix("/3/person/525") })
        #expect(paths.contains { $0.hasSuffix("/3/movie/27205/similar") })
        #expect(paths.contains { $0.hasSuffix("/3/collection/263") })
        #expect(people.outputLines.first == "Christopher Nolan", "\(people.output)")
        #expect(similar.outputLines.first?.hasPrefix("Similar to Inception") == true, "\(similar.output)")
        #expect(collection.outputLines.first?.hasPrefix("The Dark Knight (2008)") == true, "\(collection.output)")
    }

    @Test(arguments: [
        (["person", "abc"], 64, "The TMDB person id must be a positive whole number"),
        (["collection", "0"], 64, "The TMDB collection id must be a positive whole number"),
        (["related", "0"], 64, "The TMDB id must be a positive whole number"),
        (["people", ""], 64, "The search query is empty"),
        (["details", "27205", "--select", "99"], 64, "--select 99 is outside the list"),
        (["people", "nolan", "--page", "3"], 64, "past the last page"),
        (["person", "99999999"], 1, "no person with id 99999999"),
        (["related", "99999999"], 1, "no movie with id 99999999"),
    ])
    func badArguments_areOneSentenceWithTheirExitStatus(arguments: [String], status: Int32, saying: String) async throws {
        let sandbox = try EndToEndSandbox()
        let result = try await sandbox.run(arguments)
        #expect(result.exitCode == status, "\(arguments): \(result.errorOutput)")
        #expect(result.errorLinesWithoutNotice.count == 1, "\(result.errorOutput)")
        #expect(result.errorOutput.contains(saying), "\(result.errorOutput)")
    }
}
