import Foundation
import MoviesData
import MoviesDomain
import Networking
import TMDBStubServer
import Testing

/// A server that echoes the key it was sent (#11 item 16): what reaches the
/// cache — body, `ETag`, `Last-Modified` — holds `<redacted>` instead, and the
/// stored body is still the JSON it was.
struct CredentialEchoScrubbingTests {
    private static let key = CachedRepositoryHarness.apiKey

    @Test func whenTheServerEchoesTheKey_noStoredColumnHoldsItAndTheScreenSeesThePlaceholder() async throws {
        // given
        let harness = try CachedRepositoryHarness(expectations: .init(echoesCredential: true))

        // when
        let outcome = await harness.search("Inception")

        // then the answer did carry the key, and nothing stored it
        #expect(outcome.error == nil)
        let title = try #require(outcome.values.last?.value.movies.first?.title)
        #expect(title.hasPrefix("<redacted> "), "the value shown is decoded from the scrubbed body: \(title)")
        let row = try harness.onlyStoredRow()
        #expect(row.entityTag?.hasPrefix("\"<redacted>-") == true, "\(row.entityTag ?? "nil")")
        #expect(row.lastModified == "Wed, 21 Oct 2015 07:28:00 GMT <redacted>")
        let json = try #require(try JSONSerialization.jsonObject(with: row.body) as? [String: Any])
        #expect(json["echo"] as? String == "<redacted>")
        #expect(try harness.cacheFileBytes().range(of: Data(Self.key.utf8)) == nil, "the cache file holds the key")
    }

    @Test func whenA304EchoesTheKeyInItsValidators_theyAreStoredScrubbed() async throws {
        // given a stored page, revalidated later
        let harness = try CachedRepositoryHarness(expectations: .init(echoesCredential: true))
        _ = await harness.search("Inception")
        let stored = try harness.onlyStoredRow()
        harness.clock.advance(by: 100)

        // when
        let second = await harness.search("Inception")

        // then: the stub answered 304 with the key in both validators
        #expect(second.error == nil)
        let conditional = try #require(harness.server.receivedRequests.last)
        #expect(conditional.header("If-None-Match") == stored.entityTag, "what is sent back is the scrubbed tag")
        #expect(second.origins.last == .live)
        let row = try harness.onlyStoredRow()
        #expect(row.fetchedAt == harness.clock.date, "the 304 was recorded")
        #expect(row.entityTag?.contains(Self.key) == false)
        #expect(row.lastModified == "Wed, 21 Oct 2015 07:28:00 GMT <redacted>")
        #expect(try harness.cacheFileBytes().range(of: Data(Self.key.utf8)) == nil)
    }

    @Test func whenTheKeyStandsWhereThePlaceholderCannotGo_theAnswerIsShownButNotStored() async throws {
        // given a key that is all digits, echoed as a bare JSON number
        let key = "20260426113355"
        let harness = try CachedRepositoryHarness(apiKey: key)
        harness.server.override { request in
            guard request.path == "/3/search/movie" else { return nil }
            return .json(#"{"page":1,"results":[{"id":27205,"title":"Inception","vote_count":\#(key)}],"total_pages":1,"total_results":1}"#)
        }

        // when
        let outcome = await harness.search("Inception")

        // then
        #expect(outcome.error == nil)
        #expect(outcome.values.last?.value.movies.first?.title == "Inception")
        #expect(try harness.storedRows().isEmpty, "a body that scrubbing would break is not kept")
    }
}
