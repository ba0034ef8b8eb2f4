public import MoviesDomain

/// The discover scene as the app's route table reaches it.
@MainActor
public protocol DiscoverSceneFlow<Screen>: AnyObject {
    associatedtype Screen

    func makeHomeScreen() -> Screen
    /// One of TMDB's lists, a discovery, related films or a collection, from `page`.
    func makeMoviesListScreen(source: MoviesListSource, page: Int) -> Screen
    func makeGenresScreen() -> Screen
}
