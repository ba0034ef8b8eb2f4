import Foundation
import MoviesData
import MoviesDomain
import Testing
import TMDBStubServer

/// What each `Cache-Control` the server may send does to the next search,
/// through the real stub server, libcurl and SQLite cache (issue #11: these
/// directives and the freshness boundary were pinned by no test).
///
/// "Served without asking" is one cached value and no new request; "asked" is
/// the cached value first, then a conditional request with the stored ETag.
struct CacheControlFreshnessTests {
    /// The second search, `after` seconds past the first.
    private func secondSearch(cacheControl: String, after seconds: TimeInterval) async throws
        -> (harness: CachedRepositoryHarness, second: StreamOutcome<MoviesPage>, stored: StoredRow) {
        let harness = try CachedRepositoryHarness(expectations: .init(cacheControl: cacheControl))
        let first = await harness.search("Inception")
        #expect(first.origins == [.live])
        let stored = try harness.onlyStoredRow()
        harness.clock.advance(by: seconds)
        return (harness, await harness.search("Inception"), stored)
    }

    private func expectServedWithoutAsking(
        _ run: (harness: CachedRepositoryHarness, second: StreamOutcome<MoviesPage>, stored: StoredRow),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(run.second.origins == [.cached(fetchedAt: Timestamp(testDate: run.stored.fetchedAt))], sourceLocation: sourceLocation)
        #expect(run.harness.requestCount == 1, sourceLocation: sourceLocation)
    }

    private func expectRevalidated(
        _ run: (harness: CachedRepositoryHarness, second: StreamOutcome<MoviesPage>, stored: StoredRow),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(run.second.origins == [.cached(fetchedAt: Timestamp(testDate: run.stored.fetchedAt)), .live], sourceLocation: sourceLocation)
        #expect(run.harness.requestCount == 2, sourceLocation: sourceLocation)
        let last = run.harness.server.receivedRequests.last
        #expect(last?.header("If-None-Match") == run.stored.entityTag, sourceLocation: sourceLocation)
        #expect(run.stored.entityTag != nil, sourceLocation: sourceLocation)
    }

    // MARK: - no-cache

    @Test(arguments: ["max-age=3600, no-cache", "no-cache, max-age=3600", "public, NO-CACHE, max-age=3600"])
    func whenNoCacheComesWithAMaxAge_theEntryIsStillRevalidatedOnEveryUse(cacheControl: String) async throws {
        // when: a second later, well within the max-age
        let run = try await secondSearch(cacheControl: cacheControl, after: 1)

        // then
        expectRevalidated(run)
        #expect(run.stored.maxAgeSeconds == 0)
    }

    // MARK: - max-age=0

    @Test func whenMaxAgeIsZero_theEntryIsStoredButAskedAgainAtOnce() async throws {
        // when: at the same instant
        let run = try await secondSearch(cacheControl: "max-age=0", after: 0)

        // then
        expectRevalidated(run)
        #expect(run.stored.maxAgeSeconds == 0)
    }

    // MARK: - must-revalidate

    @Test func whenMustRevalidateComesAlone_itGivesNoFreshnessAndEveryUseIsRevalidated() async throws {
        let run = try await secondSearch(cacheControl: "must-revalidate", after: 1)
        expectRevalidated(run)
        #expect(run.stored.maxAgeSeconds == nil)
    }

    // MARK: - The boundary: fresh while age < max-age (RFC 9111 §4.2), must-revalidate or not

    /// must-revalidate with a max-age: fresh until it runs out, then revalidated;
    /// a plain max-age: served just below it, stale and revalidated exactly at it.
    @Test(arguments: [
        ("max-age=60, must-revalidate", 59, true),
        ("max-age=60, must-revalidate", 61, false),
        ("max-age=60", 59.999, true),
        ("max-age=60", 60, false),
    ] as [(String, TimeInterval, Bool)])
    func whileTheAgeIsBelowMaxAge_theEntryIsServedWithoutAsking_thenItIsRevalidated(
        cacheControl: String, age: TimeInterval, servedWithoutAsking: Bool
    ) async throws {
        let run = try await secondSearch(cacheControl: cacheControl, after: age)
        if servedWithoutAsking { expectServedWithoutAsking(run) } else { expectRevalidated(run) }
    }
}

/// `CachedResponse.isFresh` on its own, at and around the boundary.
struct CachedResponseFreshnessTests {
    private static let fetchedAt = Date(timeIntervalSince1970: 1_800_000_000)

    private func response(maxAge: Double?) -> CachedResponse {
        CachedResponse(
            key: ResponseCacheKey(rawValue: "GET http://127.0.0.1/3/search/movie?query=x"),
            statusCode: 200, body: Data("{}".utf8), fetchedAt: Self.fetchedAt, maxAgeSeconds: maxAge
        )
    }

    @Test(arguments: [
        (0.0, true), (59.0, true), (59.999, true), (60.0, false), (60.001, false), (3_600.0, false),
    ])
    func withMaxAge60_freshnessDependsOnAgeStrictlyBelowIt(age: Double, isFresh: Bool) {
        #expect(response(maxAge: 60).isFresh(at: Self.fetchedAt + age) == isFresh)
    }

    @Test func withMaxAgeZero_neverFresh() {
        #expect(!response(maxAge: 0).isFresh(at: Self.fetchedAt))
    }

    @Test func withoutMaxAge_neverFresh() {
        #expect(!response(maxAge: nil).isFresh(at: Self.fetchedAt))
    }

    @Test func fetchedInTheFuture_notFresh() {
        // A clock set back must not make an entry fresh for longer than its max-age.
        #expect(!response(maxAge: 60).isFresh(at: Self.fetchedAt - 1))
    }
}
