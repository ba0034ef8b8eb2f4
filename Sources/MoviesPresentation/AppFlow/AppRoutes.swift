/// How a scene's coordinator reaches screens of other scenes, and what every
/// screen may ask: it calls these, and the app coordinator decides which
/// scene builds the screen (its route table).
public struct AppRoutes {
    /// Shows `destination` on top of the current screen.
    public let show: @MainActor (AppDestination) -> Void
    /// Shows `destination` in the current screen's place.
    public let replace: @MainActor (AppDestination) -> Void
    /// Goes back to the home screen.
    public let showHome: @MainActor () -> Void
    /// Leaves the current screen (Esc): the one below shows again.
    public let close: @MainActor () -> Void

    public init(
        show: @escaping @MainActor (AppDestination) -> Void,
        replace: @escaping @MainActor (AppDestination) -> Void = { _ in },
        showHome: @escaping @MainActor () -> Void = {},
        close: @escaping @MainActor () -> Void = {}
    ) {
        self.show = show
        self.replace = replace
        self.showHome = showHome
        self.close = close
    }

    /// Starts a new search for films (`/` on a screen that is not a search).
    public var showSearch: @MainActor () -> Void {
        let show = show
        return { show(.search(nil)) }
    }

    /// What a screen of films asks, all of it through these routes: a film's
    /// details, back, and a new search.
    public var filmNavigation: FilmNavigationActions {
        let show = show
        return FilmNavigationActions(showMovieDetails: { movie in show(.movieDetails(movie)) }, close: close, showSearch: showSearch)
    }

    /// Routes that go nowhere, for a scene shown on its own (tests).
    public static var none: AppRoutes { AppRoutes(show: { _ in }) }
}
