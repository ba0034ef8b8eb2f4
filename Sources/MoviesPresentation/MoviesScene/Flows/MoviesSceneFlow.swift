public import MoviesDomain

/// The movies search scene as the app's route table reaches it.
@MainActor
public protocol MoviesSceneFlow<Screen>: AnyObject {
    associatedtype Screen

    /// A search list from `page`; `nil` is an empty search waiting for a query.
    func makeSearchScreen(query: MovieQuery?, page: Int) -> Screen
    func makeMovieDetailsScreen(movie: Movie) -> Screen
    /// A film's videos.
    func makeMovieVideosScreen(movieID: Movie.Identifier, title: String) -> Screen
    /// A film's reviews from `page`.
    func makeMovieReviewsScreen(movieID: Movie.Identifier, title: String, page: Int) -> Screen
}
