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
    /// Starts a new search from a list that is not one (`/` on Trending).
    public let showSearch: (@MainActor () -> Void)?
    /// Turns the search into a search for people with the typed text (Tab).
    public let showPeopleSearch: (@MainActor (String) -> Void)?
    /// Leaves the list.
    public let close: @MainActor () -> Void

    public init(
        showMovieDetails: @escaping @MainActor (Movie) -> Void,
        showMovieQueriesSuggestions: @escaping @MainActor (
            Observable<String>, @escaping MoviesQueryListViewModelDidSelectAction
        ) -> Void = { _, _ in },
        closeMovieQueriesSuggestions: @escaping @MainActor () -> Void = {},
        showSearch: (@MainActor () -> Void)? = nil,
        showPeopleSearch: (@MainActor (String) -> Void)? = nil,
        close: @escaping @MainActor () -> Void = {}
    ) {
        self.showPeopleSearch = showPeopleSearch
        self.close = close
        self.showMovieDetails = showMovieDetails
        self.showMovieQueriesSuggestions = showMovieQueriesSuggestions
        self.closeMovieQueriesSuggestions = closeMovieQueriesSuggestions
        self.showSearch = showSearch
    }
}
