public import MoviesDomain

/// Navigation a screen of films asks of its coordinator: open one of its
/// films, close, and start a search (`/`). The person screen and the library's
/// screens ask exactly this, under their own names.
public struct FilmNavigationActions {
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
