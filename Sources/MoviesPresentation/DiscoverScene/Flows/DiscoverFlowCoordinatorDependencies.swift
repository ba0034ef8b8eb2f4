public import MoviesDomain

/// The screens the discover flow needs, made by the scene DI container.
@MainActor
public protocol DiscoverFlowCoordinatorDependencies: AnyObject {
    associatedtype Screen

    func makeHomeScreen(actions: HomeViewModelActions) -> Screen
    /// A list of films from `page` (the same list screen as search results).
    func makeMoviesBrowseScreen(source: MoviesListSource, page: Int, actions: MoviesBrowseViewModelActions) -> Screen
    func makeGenresScreen(actions: GenresViewModelActions) -> Screen
}
