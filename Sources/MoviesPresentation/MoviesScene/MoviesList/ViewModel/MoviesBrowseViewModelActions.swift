public import MoviesDomain

/// Navigation a browsed list asks of its coordinator.
public struct MoviesBrowseViewModelActions {
    public let showMovieDetails: @MainActor (Movie) -> Void
    /// Starts a new search (`/`).
    public let showSearch: @MainActor () -> Void
    /// Leaves the list.
    public let close: @MainActor () -> Void

    public init(
        showMovieDetails: @escaping @MainActor (Movie) -> Void,
        showSearch: @escaping @MainActor () -> Void = {},
        close: @escaping @MainActor () -> Void = {}
    ) {
        self.showMovieDetails = showMovieDetails
        self.showSearch = showSearch
        self.close = close
    }
}
