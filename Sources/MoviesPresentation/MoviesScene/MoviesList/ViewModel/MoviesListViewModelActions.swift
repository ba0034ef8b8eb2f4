public import MoviesDomain

/// Called back with the recent query the user picked.
public typealias MoviesQueryListViewModelDidSelectAction = @MainActor (MovieQuery) -> Void

/// Navigation the movies list asks of its coordinator.
public struct MoviesListViewModelActions {
    public let showMovieDetails: @MainActor (Movie) -> Void
    /// Shows recent queries under the search field, narrowed to those
    /// matching `typedText` as it changes; a pick goes to `didSelect`.
    public let showMovieQueriesSuggestions: @MainActor (
        _ typedText: Observable<String>, _ didSelect: @escaping MoviesQueryListViewModelDidSelectAction
    ) -> Void
    public let closeMovieQueriesSuggestions: @MainActor () -> Void

    public init(
        showMovieDetails: @escaping @MainActor (Movie) -> Void,
        showMovieQueriesSuggestions: @escaping @MainActor (
            Observable<String>, @escaping MoviesQueryListViewModelDidSelectAction
        ) -> Void,
        closeMovieQueriesSuggestions: @escaping @MainActor () -> Void
    ) {
        self.showMovieDetails = showMovieDetails
        self.showMovieQueriesSuggestions = showMovieQueriesSuggestions
        self.closeMovieQueriesSuggestions = closeMovieQueriesSuggestions
    }
}
