import Foundation
import MoviesData
import MoviesDomain
import Testing
import TMDBStubServer

/// Search results through the real stub server, libcurl and SQLite cache:
/// what is stored, when the network is asked, and how revalidation behaves.
struct DefaultMoviesRepositoryCachingTests {
    @Test func whenSearchingForTheFirstTime_oneRequestGivesALiveValueThatIsStored() async throws {
        // given
        let harness = try CachedRepositoryHarness()

        // when
        let outcome = await harness.search("Inception")

        // then
        #expect(outcome.error == nil)
        #expect(outcome.origins == [.live])
        #expect(outcome.values.first?.value.movies.first?.title == "Inception")
        #expect(harness.requestCount == 1)
        let row = try harness.onlyStoredRow()
        #expect(row.status == 200)
        #expect(row.fetchedAt == harness.clock.date)
        #expect(row.entityTag != nil)
        #expect(row.key.contains("query=inception"))
    }

    @Test func whenTheStoredAnswerIsStillFresh_itIsServedWithoutAnyRequest() async throws {
        // given
        let harness = try CachedRepositoryHarness(expectations: .init(cacheControl: "max-age=3600"))
        let first = await harness.search("Inception")
        let fetchedAt = harness.clock.date
        harness.clock.advance(by: 3_599)

        // when
        let second = await harness.search("Inception")

        // then
        #expect(first.origins == [.live])
        #expect(second.origins == [.cached(fetchedAt: Timestamp(testDate: fetchedAt))])
        #expect(second.values.first?.value == first.values.first?.value)
        #expect(harness.requestCount == 1)
    }

    @Test func whenMaxAgeHasPassed_theCachedValueComesFirstThenTheServerIsAsked() async throws {
        // given
        let harness = try CachedRepositoryHarness(expectations: .init(cacheControl: "max-age=60"))
        _ = await harness.search("Inception")
        harness.clock.advance(by: 61)

        // when
        let second = await harness.search("Inception")

        // then
        #expect(second.origins.count == 2)
        #expect(second.origins.last == .live)
        #expect(harness.requestCount == 2)
    }

    @Test func whenTheServerGaveNoMaxAge_cachedComesFirstThenAConditionalRequestConfirmsIt() async throws {
        // given a stored page whose body the test replaced, keeping the server's ETag:
        // only a 304 can bring the replaced title back as the live value
        let harness = try CachedRepositoryHarness()
        let first = await harness.search("Inception")
        let original = try harness.onlyStoredRow()
        let marker = Data(#"{"page":1,"total_pages":1,"total_results":1,"results":[{"id":1,"title":"Stored Body"}]}"#.utf8)
        try harness.cache.save(
            CachedResponse(
                key: ResponseCacheKey(rawValue: original.key), statusCode: 200, body: marker,
                fetchedAt: original.fetchedAt, entityTag: original.entityTag
            )
        )
        harness.clock.advance(by: 100)

        // when
        let second = await harness.search("Inception")

        // then
        #expect(first.origins == [.live])
        #expect(second.origins == [.cached(fetchedAt: Timestamp(testDate: original.fetchedAt)), .live])
        #expect(second.values.map { $0.value.movies.first?.title } == ["Stored Body", "Stored Body"])
        let requests = harness.server.receivedRequests
        #expect(requests.count == 2)
        #expect(requests.first?.header("If-None-Match") == nil)
        #expect(requests.last?.header("If-None-Match") == original.entityTag)
        let revalidated = try harness.onlyStoredRow()
        #expect(revalidated.body == marker)
        #expect(revalidated.fetchedAt == harness.clock.date)
    }

    @Test func whenARevalidationAnswerCarriesNoCacheControl_theStoredMaxAgeStillHolds() async throws {
        // given an entry fresh for 60 s, gone stale
        let harness = try CachedRepositoryHarness(expectations: .init(cacheControl: "max-age=60"))
        _ = await harness.search("Inception")
        harness.clock.advance(by: 120)
        harness.server.setExpectations(.init(cacheControl: nil))
        let revalidation = await harness.search("Inception")
        harness.clock.advance(by: 30)

        // when
        let afterRevalidation = await harness.search("Inception")

        // then
        #expect(revalidation.origins.last == .live)
        #expect(harness.requestCount == 2)
        #expect(afterRevalidation.origins == [.cached(fetchedAt: Timestamp(testDate: harness.clock.date - 30))])
        #expect(try harness.onlyStoredRow().maxAgeSeconds == 60)
    }

    @Test func whenA304CarriesNewValidators_theyReplaceTheStoredOnesAndTheNextRevalidationSendsThem() async throws {
        // given a stored entry, then a server that confirms it with new validators
        let harness = try CachedRepositoryHarness()
        _ = await harness.search("Inception")
        let original = try harness.onlyStoredRow()
        let newTag = "\"v2-\(UUID().uuidString)\""
        let modified = "Sun, 22 Nov 2026 03:00:00 GMT"
        harness.server.override { request in
            guard request.header("If-None-Match") != nil else { return nil }
            return StubHTTPResponse(status: 304, headers: ["ETag": newTag, "Last-Modified": modified], body: Data())
        }
        harness.clock.advance(by: 100)

        // when
        let revalidation = await harness.search("Inception")
        harness.clock.advance(by: 100)
        _ = await harness.search("Inception")

        // then
        #expect(revalidation.origins.last == .live)
        let row = try harness.onlyStoredRow()
        #expect(row.entityTag == newTag && row.lastModified == modified)
        #expect(row.body == original.body)
        let conditions = harness.server.receivedRequests.map { $0.header("If-None-Match") }
        #expect(conditions == [nil, original.entityTag, newTag])
        #expect(harness.server.receivedRequests.last?.header("If-Modified-Since") == modified)
    }

    @Test func whenRefreshIsAsked_aFreshEntryIsStillRevalidated() async throws {
        // given
        let harness = try CachedRepositoryHarness(expectations: .init(cacheControl: "max-age=3600"))
        _ = await harness.search("Inception")
        let stored = try harness.onlyStoredRow()

        // when
        let refreshed = await harness.search("Inception", policy: .refresh)

        // then
        #expect(refreshed.origins == [.cached(fetchedAt: Timestamp(testDate: stored.fetchedAt)), .live])
        #expect(harness.requestCount == 2)
        #expect(harness.server.receivedRequests.last?.header("If-None-Match") == stored.entityTag)
    }

    @Test func whenTheSameSearchIsTypedWithOtherSpacingAndCase_itReplaysTheSameEntry() async throws {
        // given
        let harness = try CachedRepositoryHarness(expectations: .init(cacheControl: "max-age=3600"))
        let first = await harness.search("Inception")

        // when
        let second = await harness.search("  INCEPTION  ")
        let third = await harness.search("inCeption")

        // then
        #expect(second.origins.count == 1)
        #expect(second.values.first?.value == first.values.first?.value)
        #expect(third.origins.count == 1)
        #expect(harness.requestCount == 1)
        #expect(try harness.storedRows().count == 1)
    }

    @Test func whenTheYearLanguageOrPageDiffers_eachIsItsOwnEntry() async throws {
        // given
        let harness = try CachedRepositoryHarness(expectations: .init(cacheControl: "max-age=3600"))
        _ = await harness.search("Inception")

        // when
        let withYear = await harness.search("Inception", year: 2010)
        let inFrench = await harness.search("Inception", language: "fr-FR")
        let secondPage = await harness.search("the", page: 2)
        let firstPage = await harness.search("the", page: 1)

        // then
        #expect([withYear, inFrench, secondPage, firstPage].map(\.origins) == Array(repeating: [.live], count: 4))
        #expect(harness.requestCount == 5)
        let keys = try harness.storedRows().map(\.key)
        #expect(Set(keys).count == 5)
        #expect(keys.contains { $0.contains("primary_release_year=2010") })
        #expect(keys.contains { $0.contains("language=fr-FR") })
    }

    @Test func whenTheServerSaysNoStore_nothingIsStoredAndAnOlderEntryIsDropped() async throws {
        // given an entry stored before the server began to forbid storing
        let harness = try CachedRepositoryHarness()
        _ = await harness.search("Inception")
        harness.server.setExpectations(.init(cacheControl: "no-store"))
        harness.clock.advance(by: 10)

        // when
        let noStore = await harness.search("Inception", policy: .refresh)
        let another = await harness.search("Matrix")

        // then
        #expect(noStore.origins.last == .live)
        #expect(another.origins == [.live])
        #expect(try harness.storedRows().isEmpty)
    }

    @Test func whenTheStoredBodyIsGarbage_itCountsAsAMissAndTheServerAnswersAfresh() async throws {
        // given
        let harness = try CachedRepositoryHarness()
        _ = await harness.search("Inception")
        let stored = try harness.onlyStoredRow()
        try harness.cache.save(
            CachedResponse(
                key: ResponseCacheKey(rawValue: stored.key), statusCode: 200,
                body: Data([0xFF, 0x00, 0x7B, 0x22, 0xC3]), fetchedAt: stored.fetchedAt,
                entityTag: stored.entityTag
            )
        )

        // when
        let outcome = await harness.search("Inception")

        // then: no cached value, no validator sent, and the entry is whole again
        #expect(outcome.origins == [.live])
        #expect(outcome.values.first?.value.movies.first?.title == "Inception")
        #expect(harness.server.receivedRequests.last?.header("If-None-Match") == nil)
        #expect(try harness.onlyStoredRow().body == stored.body)
    }

    @Test func whenTheStoredEntryIsAnErrorStatus_itIsNotServedAsData() async throws {
        // given an error answer in the cache, as an older program might have left it
        let harness = try CachedRepositoryHarness()
        _ = await harness.search("Inception")
        let stored = try harness.onlyStoredRow()
        try harness.cache.save(
            CachedResponse(
                key: ResponseCacheKey(rawValue: stored.key), statusCode: 404, body: stored.body,
                fetchedAt: stored.fetchedAt, entityTag: stored.entityTag
            )
        )

        // when
        let offline = await harness.search("Inception", policy: .offline)
        let online = await harness.search("Inception")

        // then
        #expect(offline.values.isEmpty)
        #expect(offline.repositoryError == .notCached)
        #expect(online.origins == [.live])
        #expect(try harness.onlyStoredRow().status == 200)
    }
}
