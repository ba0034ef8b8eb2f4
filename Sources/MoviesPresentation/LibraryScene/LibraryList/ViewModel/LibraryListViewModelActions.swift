public import MoviesDomain

/// Navigation the library list asks of its coordinator.
public struct LibraryListViewModelActions {
    public let showMovieDetails: @MainActor (Movie) -> Void
    public let close: @MainActor () -> Void
    /// Starts a search for films (`/`).
    public let showSearch: @MainActor () -> Void

    public init(
        showMovieDetails: @escaping @MainActor (Movie) -> Void,
        close: @escaping @MainActor () -> Void = {},
        showSearch: @escaping @MainActor () -> Void = {}
    ) {
        self.showMovieDetails = showMovieDetails
        self.close = close
        self.showSearch = showSearch
    }
}
