public import MoviesDomain

/// The screens the search flow needs, made by the scene DI container.
@MainActor
public protocol MoviesSearchFlowCoordinatorDependencies: AnyObject {
    associatedtype Screen

    func makeMoviesListScreen(actions: MoviesListViewModelActions) -> Screen
    func makeMovieDetailsScreen(movie: Movie, actions: MovieDetailsViewModelActions) -> Screen
    func makeMoviesQueriesSuggestionsListScreen(
        typedText: Observable<String>,
        didSelect: @escaping MoviesQueryListViewModelDidSelectAction
    ) -> Screen
}
