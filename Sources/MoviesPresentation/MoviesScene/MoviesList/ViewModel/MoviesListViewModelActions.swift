import MoviesDomain

/// Called back with the recent query the user picked.
public typealias MoviesQueryListViewModelDidSelectAction = @MainActor (MovieQuery) -> Void

/// Navigation the movies list asks of its coordinator.
public struct MoviesListViewModelActions {
    public let showMovieDetails: @MainActor (Movie) -> Void
    public let showMovieQueriesSuggestions: @MainActor (@escaping MoviesQueryListViewModelDidSelectAction) -> Void
    public let closeMovieQueriesSuggestions: @MainActor () -> Void

    public init(
        showMovieDetails: @escaping @MainActor (Movie) -> Void,
        showMovieQueriesSuggestions: @escaping @MainActor (@escaping MoviesQueryListViewModelDidSelectAction) -> Void,
        closeMovieQueriesSuggestions: @escaping @MainActor () -> Void
    ) {
        self.showMovieDetails = showMovieDetails
        self.showMovieQueriesSuggestions = showMovieQueriesSuggestions
        self.closeMovieQueriesSuggestions = closeMovieQueriesSuggestions
    }
}
