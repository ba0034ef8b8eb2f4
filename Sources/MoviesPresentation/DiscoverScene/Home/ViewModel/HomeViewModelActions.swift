public import MoviesDomain

/// Navigation the home screen asks of its coordinator.
public struct HomeViewModelActions {
    public let showMoviesList: @MainActor (MoviesListSource) -> Void
    public let showGenres: @MainActor () -> Void
    /// A search for films; `nil` opens the search with its field and the recent searches.
    public let showSearch: @MainActor (MovieQuery?) -> Void
    public let showPeopleSearch: @MainActor (String) -> Void
    /// Your watchlist or your seen films.
    public let showLibrary: @MainActor (LibraryList) -> Void
    /// The stats of a year (`nil`: the current one).
    public let showStats: @MainActor (Int?) -> Void

    public init(
        showMoviesList: @escaping @MainActor (MoviesListSource) -> Void,
        showGenres: @escaping @MainActor () -> Void,
        showSearch: @escaping @MainActor (MovieQuery?) -> Void,
        showPeopleSearch: @escaping @MainActor (String) -> Void,
        showLibrary: @escaping @MainActor (LibraryList) -> Void = { _ in },
        showStats: @escaping @MainActor (Int?) -> Void = { _ in }
    ) {
        self.showMoviesList = showMoviesList
        self.showGenres = showGenres
        self.showSearch = showSearch
        self.showPeopleSearch = showPeopleSearch
        self.showLibrary = showLibrary
        self.showStats = showStats
    }
}
