import Foundation
import TMDBStubServer
import TestSupport
import Testing

/// Films imported by title get the facts `movies stats` counts: from the
/// embedded catalogue with no request, or from the server, where one film's
/// details failing leaves only that film's facts unknown.
@Suite struct ImportedFactsEndToEndTests {
    private static let diaryHeader = "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n"

    private static func stats(_ sandbox: EndToEndSandbox) async throws -> [String: Any] {
        let result = try await sandbox.succeed(["stats", "--year", "2024", "--json"])
        return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    }

    @Test func whenTitlesMatchTheCatalogue_theirFactsAreKept_andAPipedStderrGetsNoProgress() async throws {
        // given: Heat (170 min) and Inception (148 min), by title
        let sandbox = try EndToEndSandbox()
        let file = try sandbox.write(Self.diaryHeader + """
            2024-02-01,Heat,1995,https://boxd.it/a,4,,,2024-01-31
            2024-02-02,Inception,2010,https://boxd.it/b,,,,2024-02-02

            """, to: "diary.csv")

        // when
        let imported = try await sandbox.succeed(["import", file.path])

        // then
        let stats = try await Self.stats(sandbox)
        #expect(stats["minutes_watched"] as? Int == 318 && stats["unknown_runtime"] as? Int == 0, "\(stats)")
        #expect((stats["directors"] as? [String: Any])?["unknown"] as? Int == 0, "\(stats)")
        #expect((stats["actors"] as? [String: Any])?["unknown"] as? Int == 0, "\(stats)")
        #expect(!imported.errorOutput.contains("Importing") && !imported.errorOutput.contains("\r"), "\(imported.errorOutput)")
        #expect(imported.outputLines == ["Imported 2 films from \(file.path): 2 new, 0 updated, 0 already present."])
    }

    @Test func whenOneFilmsDetailsFailOnTheServer_onlyItsFactsStayUnknown_andTheImportGoesOn() async throws {
        // given: the server drops the details of Casino
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        server.override { request in
            if request.path.hasSuffix("/movie/524") { return .closeWithoutResponse }
            guard request.path.hasSuffix("/search/movie") else { return nil }
            switch request.queryValue("query")?.lowercased() {
            case "casino": return .json(#"{"page":1,"total_pages":1,"total_results":1,"results":[{"id":524,"title":"Casino","release_date":"1995-11-22"}]}"#)
            case "heat": return .json(#"{"page":1,"total_pages":1,"total_results":1,"results":[{"id":949,"title":"Heat","release_date":"1995-12-15"}]}"#)
            default: return nil
            }
        }
        let file = try sandbox.write(Self.diaryHeader + "2024-01-02,Casino,1995,x,,,,2024-01-01\n2024-01-02,Heat,1995,y,4,,,2024-01-01\n", to: "diary.csv")

        // when
        let result = try await sandbox.run(["import", file.path], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.outputLines == ["Imported 2 films from \(file.path): 2 new, 0 updated, 0 already present."])
        let stats = try await Self.stats(sandbox)
        #expect(stats["minutes_watched"] as? Int == 170 && stats["unknown_runtime"] as? Int == 1, "\(stats)")
    }

    @Test func whenStderrIsNoTerminal_aSlowImportWritesNoProgressThere() async throws {
        // given: a search answered after 600 ms, well past the moment a terminal would see progress after
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer.findingHeatSlowly(after: .milliseconds(600))
        let file = try sandbox.write(Self.diaryHeader + "2024-01-02,Heat,1995,y,4,,,2024-01-01\n", to: "diary.csv")

        // when
        let result = try await sandbox.run(["import", file.path], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.errorOutput.isEmpty, "\(result.errorOutput)")
        #expect(result.outputLines == ["Imported 1 film from \(file.path): 1 new, 0 updated, 0 already present."])
    }

    @Test func aDryRunAsksTheServerForNoDetails() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        let file = try sandbox.write(Self.diaryHeader + "2024-01-02,Heat,1995,y,4,,,2024-01-01\n", to: "diary.csv")

        // when
        let result = try await sandbox.run(["import", "--dry-run", file.path], server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(!server.receivedRequests.isEmpty && !server.receivedRequests.contains { $0.path.contains("/movie/") }, "\(server.receivedRequests.map(\.target))")
    }

    @Test func importingTheSameFileAgain_fillsTheFactsOfFilmsImportedWithout() async throws {
        // given: Heat imported while its details could not be had
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        server.override { request in request.path.hasSuffix("/movie/949") ? .closeWithoutResponse : nil }
        let file = try sandbox.write(Self.diaryHeader + "2024-01-02,Heat,1995,y,4,,,2024-01-01\n", to: "diary.csv")
        EndToEndExpectations.expectSuccess(try await sandbox.run(["import", file.path], server: server))
        #expect(try await Self.stats(sandbox)["unknown_runtime"] as? Int == 1)

        // when: the details can be had again
        server.override(nil)
        let again = try await sandbox.run(["import", file.path], server: server)

        // then
        EndToEndExpectations.expectSuccess(again)
        let stats = try await Self.stats(sandbox)
        #expect(stats["minutes_watched"] as? Int == 170 && stats["unknown_runtime"] as? Int == 0, "\(stats)")
    }
}
