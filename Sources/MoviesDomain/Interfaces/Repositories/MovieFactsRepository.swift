/// Source of what people check before pressing play: where a film can be
/// watched, its videos and reviews, and the names that `discover` filters by.
///
/// Like the other repositories, each stream yields a cached value first when
/// there is one, then the fresh one, and throws a `MoviesRepositoryError`
/// when nothing can be shown — `.notSupported` with a sentence when the
/// source cannot know (the embedded catalogue).
public protocol MovieFactsRepository: Sendable {
    /// Where the film can be watched, in every region TMDB lists.
    func fetchWatchProviders(movieID: Movie.Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<WatchProviders>, any Error>

    /// The film's videos, in TMDB's order.
    func fetchVideos(movieID: Movie.Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<MovieVideos>, any Error>

    /// One page of the film's reviews (1-based).
    func fetchReviews(movieID: Movie.Identifier, page: Int, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<ReviewsPage>, any Error>

    /// Every service TMDB knows in `region`, for reading `--provider` names.
    func fetchWatchProviderList(region: String, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<[WatchProvider]>, any Error>

    /// The first page of keywords whose names match `query`.
    func searchKeywords(query: String, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<[Keyword]>, any Error>
}
