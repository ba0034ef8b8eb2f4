import Foundation
import TMDBStubServer
import TestSupport
import Testing

/// Issue #11 item 14: `cache stats` counts hits as the README says — requests
/// the cache answered without the server, a burst on one entry within five
/// minutes counted once — and a stale entry that is fetched again is no hit.
@Suite struct CacheHitCountEndToEndTests {
    private static func hits(in sandbox: EndToEndSandbox, server: TMDBStubServer) async throws -> (stats: String, list: String) {
        let stats = try await sandbox.run(["cache", "stats"], server: server)
        let list = try await sandbox.run(["cache", "list"], server: server)
        EndToEndExpectations.expectSuccess(stats)
        EndToEndExpectations.expectSuccess(list)
        let line = stats.outputLines.first { $0.hasPrefix("Cache hits:") } ?? ""
        // The count, and the line says how it is counted.
        let why = " (answers given without the server; one entry's within 5 minutes count once)"
        let total = line.hasSuffix(why) ? String(line.dropLast(why.count)) : "no explanation: \(line)"
        let row = list.outputLines.dropFirst().first ?? ""
        return (total, row)
    }

    @Test func whenASearchReplaysFourTimesOffline_statsAndListCountOneHit() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], server: server))

        // when
        for _ in 0..<4 {
            EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception", "--offline"], server: server))
        }

        // then: four hits in one burst
        let (total, row) = try await Self.hits(in: sandbox, server: server)
        #expect(total == "Cache hits:  1")
        #expect(row.contains("     1  search \"inception\""), "row: \(row)")
    }

    @Test func whenAFreshEntryAnswersOnline_itIsAHitAndTheServerIsNotAsked() async throws {
        // given: answers fresh for an hour
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer(expectations: .init(cacheControl: "max-age=3600"))
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], server: server))
        let requestsBefore = server.receivedRequests.count

        // when
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], server: server))

        // then
        #expect(server.receivedRequests.count == requestsBefore)
        #expect(try await Self.hits(in: sandbox, server: server).stats == "Cache hits:  1")
    }

    @Test func whenAStaleEntryIsFetchedAgain_itIsNotAHit() async throws {
        // given: answers with no freshness, so every later search asks the server again
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], server: server))

        // when
        for _ in 0..<3 {
            EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], server: server))
        }

        // then
        let (total, row) = try await Self.hits(in: sandbox, server: server)
        #expect(total == "Cache hits:  0")
        #expect(row.contains("     0  search \"inception\""), "row: \(row)")
    }

    @Test func whenTheServerFailsAndTheStaleEntryStandsIn_itIsAHit() async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        EndToEndExpectations.expectSuccess(try await sandbox.run(["search", "Inception"], server: server))
        server.override { _ in StubHTTPResponse(status: 503) }

        // when
        let fallback = try await sandbox.run(["search", "Inception"], server: server)

        // then
        EndToEndExpectations.expectSuccess(fallback)
        #expect(fallback.outputLines.last?.hasPrefix("offline — cached") == true, "stdout: \(fallback.output)")
        #expect(try await Self.hits(in: sandbox, server: server).stats == "Cache hits:  1")
    }
}
