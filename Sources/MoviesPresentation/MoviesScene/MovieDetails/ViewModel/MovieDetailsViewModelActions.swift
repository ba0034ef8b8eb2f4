public import MoviesDomain

/// Navigation the details screen asks of its coordinator.
public struct MovieDetailsViewModelActions {
    /// Leaves the details screen.
    public let close: @MainActor () -> Void
    /// Opens a person's screen (a cast or crew row).
    public let showPerson: @MainActor (_ id: Person.Identifier, _ name: String) -> Void
    /// Opens a list of films: "More like this", similar titles, the collection.
    public let showMoviesList: @MainActor (MoviesListSource) -> Void
    /// Starts a new search (`/`).
    public let showSearch: @MainActor () -> Void
    /// Plays a video's page (the trailer row); returns the one line the
    /// status line says about it (played with what, or why not).
    public let playVideo: @MainActor (_ url: String) -> String
    /// Opens the film's reviews (the reviews row).
    public let showReviews: @MainActor (_ movieID: Movie.Identifier, _ title: String) -> Void
    /// Opens the film's videos (`v`).
    public let showVideos: @MainActor (_ movieID: Movie.Identifier, _ title: String) -> Void
    /// Opens a page in the browser (`i`); returns the one line the status
    /// line says about it.
    public let openWebPage: @MainActor (_ address: String) -> String

    public init(
        close: @escaping @MainActor () -> Void,
        showPerson: @escaping @MainActor (Person.Identifier, String) -> Void = { _, _ in },
        showMoviesList: @escaping @MainActor (MoviesListSource) -> Void = { _ in },
        showSearch: @escaping @MainActor () -> Void = {},
        playVideo: @escaping @MainActor (String) -> String = { _ in "" },
        showReviews: @escaping @MainActor (Movie.Identifier, String) -> Void = { _, _ in },
        showVideos: @escaping @MainActor (Movie.Identifier, String) -> Void = { _, _ in },
        openWebPage: @escaping @MainActor (String) -> String = { _ in "" }
    ) {
        self.close = close
        self.showPerson = showPerson
        self.showMoviesList = showMoviesList
        self.showSearch = showSearch
        self.playVideo = playVideo
        self.showReviews = showReviews
        self.showVideos = showVideos
        self.openWebPage = openWebPage
    }
}
