import Foundation
import MoviesData
import MoviesDomain
import Testing
import TMDBStubServer

/// Film details go through the same response cache as searches.
struct DefaultMovieDetailsRepositoryTests {
    @Test func whenDetailsAreFetched_theyAreLiveAndStoredThenServedOffline() async throws {
        // given
        let harness = try CachedRepositoryHarness()

        // when
        let live = await harness.details(27205)
        let offline = await harness.details(27205, policy: .offline)

        // then
        #expect(live.origins == [.live])
        #expect(live.values.first?.value.movie.title == "Inception")
        #expect(offline.origins == [.offline(fetchedAt: Timestamp(testDate: harness.clock.date), reason: nil)])
        #expect(offline.values.first?.value == live.values.first?.value)
        #expect(harness.requestCount == 1)
        #expect(try harness.onlyStoredRow().key.contains("/3/movie/27205?append_to_response=credits"))
    }

    @Test func whenDetailsAreFreshByMaxAge_noRequestIsSent() async throws {
        // given
        let harness = try CachedRepositoryHarness(expectations: .init(cacheControl: "max-age=600"))
        _ = await harness.details(27205)
        harness.clock.advance(by: 599)

        // when
        let again = await harness.details(27205)

        // then
        #expect(again.origins.count == 1)
        #expect(harness.requestCount == 1)
    }

    @Test func whenTheFilmDoesNotExist_throwsNotFoundAndStoresNothing() async throws {
        // given
        let harness = try CachedRepositoryHarness()

        // when
        let outcome = await harness.details(999_999_999)

        // then
        #expect(outcome.values.isEmpty)
        guard case .notFound? = outcome.repositoryError else {
            Issue.record("expected notFound, got \(String(describing: outcome.error))")
            return
        }
        #expect(try harness.storedRows().isEmpty)
    }
}
