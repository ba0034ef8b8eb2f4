import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

/// The one place a status line is worded from what a screen's data is doing.
struct LoadStateTests {
    private static let failure = FailureViewModel(.timedOut(seconds: 15), wording: .tmdb)

    @Test(arguments: [
        (LoadState<Int>.idle, StatusLineViewModel.Kind.neutral, ""),
        (.loading(.first, shown: nil), .loading, "Loading…"),
        (.loading(.nextPage, shown: 1), .loading, "Loading more…"),
        (.loading(.refresh, shown: 1), .loading, "Refreshing…"),
        (.loaded(1, origin: .live), .live, "embedded catalogue"),
        (.loaded(1, origin: .cached(fetchedAt: Timestamp(secondsSince1970: 7))), .cached, "cached 7 s ago"),
        (.loaded(1, origin: .offline(fetchedAt: Timestamp(secondsSince1970: 7), reason: .rateLimited(message: nil))), .offline,
         "offline — cached results from t=7 · rate limited"),
        (.failed(failure, shown: 1), .error, "TMDB did not answer within 15 s; try again later."),
    ])
    func eachState_hasItsStatusLine(state: LoadState<Int>, kind: StatusLineViewModel.Kind, text: String) {
        let line = state.statusLine(formatter: FixedDataAgeFormatter(style: .rawSeconds), wording: DataSourceWording(liveStatusText: "embedded catalogue", serverName: "the embedded catalogue"))
        #expect(line.kind == kind)
        #expect(line.text == text)
    }

    @Test(arguments: [
        MoviesRepositoryError.notConnected(detail: nil), .timedOut(seconds: nil), .notCached, .unauthorized(message: nil),
        .notFound(message: nil), .rejected(status: 422, message: nil), .rateLimited(message: nil),
        .serverError(status: 503, message: nil), .invalidResponse(detail: "x"), .notSupported(message: nil),
        .pageOutOfRange(requested: 9, lastPage: 2), .cancelled, .other(detail: "x"),
    ])
    func tryingAgainIsOffered_exactlyWhereACachedCopyMayStandIn_unlessOffline(error: MoviesRepositoryError) {
        #expect(FailureViewModel(error, wording: .tmdb).offersRetry == error.allowsCachedFallback)
        #expect(!FailureViewModel(error, wording: .tmdb, policy: .offline).offersRetry)
    }
}
