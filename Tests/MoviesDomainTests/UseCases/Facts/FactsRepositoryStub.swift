import MoviesDomain
import Synchronization

/// Answers every fact from memory, once, as live data, and records what was asked.
final class FactsRepositoryStub: MovieFactsRepository, Sendable {
    private struct State {
        var providers = WatchProviders(regions: [:])
        var videos = MovieVideos(videos: [], filmLanguage: nil)
        var reviews = ReviewsPage(page: 1, totalPages: 0, totalResults: 0, reviews: [])
        var serviceList: [WatchProvider] = []
        var keywordResults: [Keyword] = []
        var askedRegions: [String] = []
        var keywordQueries: [String] = []
    }

    private let state = Mutex(State())

    var providers: WatchProviders {
        get { state.withLock { $0.providers } }
        set { state.withLock { $0.providers = newValue } }
    }

    var reviews: ReviewsPage {
        get { state.withLock { $0.reviews } }
        set { state.withLock { $0.reviews = newValue } }
    }

    var serviceList: [WatchProvider] {
        get { state.withLock { $0.serviceList } }
        set { state.withLock { $0.serviceList = newValue } }
    }

    var keywordResults: [Keyword] {
        get { state.withLock { $0.keywordResults } }
        set { state.withLock { $0.keywordResults = newValue } }
    }

    var askedRegions: [String] { state.withLock { $0.askedRegions } }
    var keywordQueries: [String] { state.withLock { $0.keywordQueries } }

    func fetchWatchProviders(movieID: Movie.Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<WatchProviders>, any Error> {
        Self.once(providers)
    }

    func fetchVideos(movieID: Movie.Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<MovieVideos>, any Error> {
        Self.once(state.withLock { $0.videos })
    }

    func fetchReviews(movieID: Movie.Identifier, page: Int, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<ReviewsPage>, any Error> {
        Self.once(reviews)
    }

    func fetchWatchProviderList(region: String, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<[WatchProvider]>, any Error> {
        state.withLock { $0.askedRegions.append(region) }
        return Self.once(serviceList)
    }

    func searchKeywords(query: String, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<[Keyword]>, any Error> {
        state.withLock { $0.keywordQueries.append(query) }
        return Self.once(keywordResults)
    }

    private static func once<Value: Sendable>(_ value: Value) -> AsyncThrowingStream<Fetched<Value>, any Error> {
        AsyncThrowingStream { continuation in
            continuation.yield(Fetched(value: value, origin: .live))
            continuation.finish()
        }
    }
}
