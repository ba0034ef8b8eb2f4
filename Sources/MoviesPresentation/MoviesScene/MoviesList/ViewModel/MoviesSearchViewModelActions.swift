public import MoviesDomain

/// Navigation a search list asks of its coordinator.
public struct MoviesSearchViewModelActions {
    public let showMovieDetails: @MainActor (Movie) -> Void
    /// Shows recent queries under the search field, narrowed to those
    /// matching `typedText` as it changes; a pick goes to `didSelect`.
    public let showMovieQueriesSuggestions: @MainActor (
        _ typedText: Observable<String>, _ didSelect: @escaping MoviesQueryListViewModelDidSelectAction
    ) -> Void
    public let closeMovieQueriesSuggestions: @MainActor () -> Void
    /// Turns the search into a search for people with the typed text (Tab).
    public let showPeopleSearch: @MainActor (String) -> Void
    /// Leaves the list.
    public let close: @MainActor () -> Void

    public init(
        showMovieDetails: @escaping @MainActor (Movie) -> Void,
        showMovieQueriesSuggestions: @escaping @MainActor (
            Observable<String>, @escaping MoviesQueryListViewModelDidSelectAction
        ) -> Void = { _, _ in },
        closeMovieQueriesSuggestions: @escaping @MainActor () -> Void = {},
        showPeopleSearch: @escaping @MainActor (String) -> Void = { _ in },
        close: @escaping @MainActor () -> Void = {}
    ) {
        self.showMovieDetails = showMovieDetails
        self.showMovieQueriesSuggestions = showMovieQueriesSuggestions
        self.closeMovieQueriesSuggestions = closeMovieQueriesSuggestions
        self.showPeopleSearch = showPeopleSearch
        self.close = close
    }
}
