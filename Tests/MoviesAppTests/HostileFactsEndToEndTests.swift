import Foundation
import Testing
import TMDBStubServer

/// A server's provider names, video names and reviews carry terminal
/// control sequences: `providers`, `videos` and `reviews` show their text and
/// never the sequences (CSI, OSC with its terminator, C1 controls).
@Suite struct HostileFactsEndToEndTests {
    /// A details answer whose every text carries sequences.
    private static let details = #"""
        {"id": 27205, "title": "Inception", "original_language": "en",
         "watch/providers": {"results": {"US": {"link": "https://www.themoviedb.org/movie/27205/watch?locale=US",
           "flatrate": [{"provider_id": 8, "provider_name": "\u001b]0;pwned\u0007Net\u001b[31mflix", "display_priority": 1}]}}},
         "videos": {"results": [{"key": "abcdefghijk", "site": "YouTube", "type": "Trailer",
           "name": "\u001b[2JOfficial\u009b31m trailer", "official": true, "iso_639_1": "en"}]},
         "reviews": {"page": 1, "total_pages": 1, "total_results": 1, "results": [{"id": "r1",
           "author": "Eve\u001b[1m", "content": "Fine\u001b]52;c;ZXZpbA==\u0007 film.", "created_at": "2021-03-01T12:00:00.000Z"}]}}
        """#

    @Test(arguments: [
        (["providers", "27205", "--region", "US"], "Stream: Netflix"),
        (["videos", "27205"], "1. Trailer: Official trailer (YouTube)"),
        (["reviews", "27205"], "   Fine film."),
    ])
    func sequencesInTheAnswer_neverReachTheTerminal(arguments: [String], shown: String) async throws {
        // given
        let sandbox = try EndToEndSandbox()
        let server = try TMDBStubServer()
        server.override { request in request.path.hasSuffix("/3/movie/27205") ? .json(Self.details) : nil }

        // when
        let result = try await sandbox.run(arguments, server: server)

        // then
        EndToEndExpectations.expectSuccess(result)
        #expect(result.outputLines.contains { $0.trimmingCharacters(in: .whitespaces) == shown.trimmingCharacters(in: .whitespaces) }, "\(result.output.debugDescription)")
        #expect(!result.output.unicodeScalars.contains { $0.value == 0x1B || (0x80...0x9F).contains($0.value) || $0.value == 0x07 })
        #expect(!result.output.contains("pwned") && !result.output.contains("ZXZpbA"))
    }
}
