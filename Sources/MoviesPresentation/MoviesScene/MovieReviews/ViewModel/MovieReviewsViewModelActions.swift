public import MoviesDomain

/// Navigation the reviews screen asks of its coordinator.
public struct MovieReviewsViewModelActions {
    /// Leaves the reviews screen.
    public let close: @MainActor () -> Void
    /// Starts a new search (`/`).
    public let showSearch: @MainActor () -> Void
    /// Opens the film's videos (`v`).
    public let showVideos: @MainActor (_ movieID: Movie.Identifier, _ title: String) -> Void

    public init(
        close: @escaping @MainActor () -> Void,
        showSearch: @escaping @MainActor () -> Void = {},
        showVideos: @escaping @MainActor (Movie.Identifier, String) -> Void = { _, _ in }
    ) {
        self.close = close
        self.showSearch = showSearch
        self.showVideos = showVideos
    }
}
