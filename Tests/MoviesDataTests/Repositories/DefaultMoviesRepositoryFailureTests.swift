import Foundation
import MoviesData
import MoviesDomain
import Testing
import TMDBStubServer

/// Offline mode, unreachable and failing servers, and refused requests, on
/// the real path: what is shown, what is thrown, what is (not) stored.
struct DefaultMoviesRepositoryFailureTests {
    @Test func whenOfflineIsAsked_theCachedValueIsShownWithoutAnyRequest() async throws {
        // given
        let harness = try CachedRepositoryHarness()
        let live = await harness.search("Inception")
        let fetchedAt = harness.clock.date
        harness.clock.advance(by: 86_400)

        // when
        let offline = await harness.search("Inception", policy: .offline)

        // then
        #expect(offline.origins == [.offline(fetchedAt: Timestamp(testDate: fetchedAt), reason: nil)])
        #expect(offline.values.first?.value == live.values.first?.value)
        #expect(harness.requestCount == 1)
    }

    @Test func whenOfflineIsAskedAndNothingIsCached_throwsNotCachedWithoutAnyRequest() async throws {
        // given
        let harness = try CachedRepositoryHarness()

        // when
        let offline = await harness.search("Inception", policy: .offline)

        // then
        #expect(offline.values.isEmpty)
        #expect(offline.repositoryError == .notCached)
        #expect(harness.requestCount == 0)
    }

    @Test func whenTheServerIsGone_theCachedValueIsShownAsOfflineBecauseNotConnected() async throws {
        // given
        let harness = try CachedRepositoryHarness()
        _ = await harness.search("Inception")
        let fetchedAt = harness.clock.date
        harness.server.stop()
        harness.clock.advance(by: 3_600)

        // when
        let outcome = await harness.search("Inception")

        // then
        #expect(outcome.error == nil)
        #expect(outcome.origins.count == 2)
        #expect(outcome.origins.first == .cached(fetchedAt: Timestamp(testDate: fetchedAt)))
        guard case .offline(let offlineSince, .notConnected?) = outcome.origins.last else {
            Issue.record("expected an offline value because not connected, got \(outcome.origins)")
            return
        }
        #expect(offlineSince == Timestamp(testDate: fetchedAt))
        #expect(try harness.onlyStoredRow().fetchedAt == fetchedAt)
    }

    @Test func whenTheServerIsGoneAndNothingIsCached_theFailureIsThrown() async throws {
        // given
        let harness = try CachedRepositoryHarness()
        harness.server.stop()

        // when
        let outcome = await harness.search("Inception")

        // then
        #expect(outcome.values.isEmpty)
        guard case .notConnected? = outcome.repositoryError else {
            Issue.record("expected notConnected, got \(String(describing: outcome.error))")
            return
        }
    }

    @Test func whenTheServerFails_theCachedValueIsShownAsOfflineBecauseOfTheServerError() async throws {
        // given
        let harness = try CachedRepositoryHarness()
        _ = await harness.search("Inception")
        let stored = try harness.onlyStoredRow()
        harness.server.override { _ in
            .json(#"{"status_code":11,"status_message":"Internal error."}"#, status: 500)
        }

        // when
        let outcome = await harness.search("Inception")

        // then
        guard case .offline(_, .serverError(let status, _)?) = outcome.origins.last else {
            Issue.record("expected an offline value because of a server error, got \(outcome.origins)")
            return
        }
        #expect(status == 500)
        #expect(try harness.onlyStoredRow() == stored)
    }

    @Test func whenTheConnectionClosesWithoutAnAnswer_theCachedValueIsShownAsOffline() async throws {
        // given
        let harness = try CachedRepositoryHarness()
        _ = await harness.search("Inception")
        let stored = try harness.onlyStoredRow()
        harness.server.override { _ in .closeWithoutResponse }

        // when
        let outcome = await harness.search("Inception")

        // then
        #expect(outcome.error == nil)
        guard case .offline(_, let reason?) = outcome.origins.last else {
            Issue.record("expected an offline value with a reason, got \(outcome.origins)")
            return
        }
        #expect(reason.allowsCachedFallbackForTest)
        #expect(try harness.onlyStoredRow() == stored)
    }

    @Test func whenTheKeyIsRejected_throwsUnauthorizedAndStoresNothing() async throws {
        // given
        let harness = try CachedRepositoryHarness(
            expectations: .init(credential: "the-right-key"), apiKey: "a-wrong-key"
        )

        // when
        let outcome = await harness.search("Inception")

        // then
        #expect(outcome.values.isEmpty)
        guard case .unauthorized(let message)? = outcome.repositoryError else {
            Issue.record("expected unauthorized, got \(String(describing: outcome.error))")
            return
        }
        #expect(message?.contains("Invalid API key") == true)
        #expect(try harness.storedRows().isEmpty)
    }

    @Test func whenTheKeyIsRejectedWithAnEntryCached_theCachedValueDoesNotHideTheRefusal() async throws {
        // given
        let harness = try CachedRepositoryHarness()
        _ = await harness.search("Inception")
        harness.server.setExpectations(.init(credential: "a-key-the-client-does-not-have"))

        // when
        let outcome = await harness.search("Inception")

        // then: the cached page is shown first, then the refusal ends the stream
        #expect(outcome.origins.count == 1)
        guard case .unauthorized? = outcome.repositoryError else {
            Issue.record("expected unauthorized, got \(String(describing: outcome.error))")
            return
        }
    }

    @Test func whenAnyResponseIsStored_theApiKeyIsNowhereInTheCacheFile() async throws {
        // given
        let harness = try CachedRepositoryHarness(expectations: .init(credential: CachedRepositoryHarness.apiKey))

        // when
        _ = await harness.search("Inception")
        _ = await harness.search("Matrix", year: 1999, language: "de-DE")
        _ = await harness.details(27205)

        // then
        let rows = try harness.storedRows()
        #expect(rows.count == 3)
        for row in rows {
            #expect(!row.key.contains("api_key"))
            #expect(!row.key.contains(CachedRepositoryHarness.apiKey))
        }
        let fileBytes = try harness.cacheFileBytes()
        #expect(fileBytes.range(of: Data(CachedRepositoryHarness.apiKey.utf8)) == nil)
        #expect(harness.server.receivedRequests.allSatisfy { $0.queryValue("api_key") == CachedRepositoryHarness.apiKey })
    }
}

extension MoviesRepositoryError {
    /// The failures after which a cached value may stand in, as the product
    /// contract lists them; written out here so the test does not read the
    /// code under test.
    var allowsCachedFallbackForTest: Bool {
        switch self {
        case .notConnected, .timedOut, .rateLimited, .serverError, .invalidResponse: true
        default: false
        }
    }
}
