/// Routes between the scenes: a screen asks (through its scene's coordinator)
/// for a destination, and the route table here names the scene that builds
/// it; this coordinator pushes it.
///
/// Scenes never know each other: the browser's paths are cyclic (a film, its
/// director, their films, an actor, …), so rather than a chain of child
/// coordinators that would grow with every step, each scene keeps one flow
/// for the whole session and this coordinator routes between them; memory
/// stays flat however long the wander.
@MainActor
public final class AppFlowCoordinator<Navigator: SceneNavigator> {
    private weak var navigator: Navigator?
    private let dependencies: any AppFlowCoordinatorDependencies<Navigator.Screen>
    /// Whether the stack has the home screen at its root, for `showHome`.
    private var hasHomeAtRoot = false

    private lazy var routes = AppRoutes(
        show: { [weak self] destination in self?.show(destination) },
        replace: { [weak self] destination in self?.replace(with: destination) },
        showHome: { [weak self] in self?.showHome() },
        close: { [weak self] in self?.navigator?.pop() }
    )

    // Each scene's flow is made when a destination first reaches it, so a run
    // that stays in one scene (a one-shot search) never builds the others.
    private lazy var movies = dependencies.makeMoviesSceneFlow(routes: routes)
    private lazy var discover = dependencies.makeDiscoverSceneFlow(routes: routes)
    private lazy var people = dependencies.makePeopleSceneFlow(routes: routes)
    private lazy var library = dependencies.makeLibrarySceneFlow(routes: routes)

    public init(navigator: Navigator, dependencies: any AppFlowCoordinatorDependencies<Navigator.Screen>) {
        self.navigator = navigator
        self.dependencies = dependencies
    }

    /// Shows `destination` as the first screen; with `overHome`, the home
    /// screen lies beneath it (Esc goes home), fetching nothing until shown.
    public func start(_ destination: AppDestination, overHome: Bool = false) {
        let home = overHome || destination == .home ? makeScreen(for: .home) : nil
        let first = destination == .home ? nil : makeScreen(for: destination)
        // Appended one by one: `compactMap` here runs unspecialised (the
        // coordinator is generic) and its first use costs the Swift runtime
        // a scan of every conformance record, a few per cent of a one-shot run.
        var stack: [Navigator.Screen] = []
        if let home { stack.append(home) }
        if let first { stack.append(first) }
        hasHomeAtRoot = home != nil
        navigator?.setStack(stack)
    }

    /// Pushes `destination` on top of the current screen.
    public func show(_ destination: AppDestination) {
        if destination == .home { return showHome() }
        navigator?.push(makeScreen(for: destination))
    }

    /// Shows `destination` in the current screen's place.
    public func replace(with destination: AppDestination) {
        navigator?.replaceTop(makeScreen(for: destination))
    }

    /// Back to the home screen, dropping everything above it.
    public func showHome() {
        if hasHomeAtRoot {
            navigator?.popToRoot()
        } else {
            hasHomeAtRoot = true
            navigator?.setStack([makeScreen(for: .home)])
        }
    }

    /// The route table: every destination, and the scene that builds it. A
    /// destination added to `AppDestination` and built by no scene does not compile.
    private func makeScreen(for destination: AppDestination) -> Navigator.Screen {
        switch destination {
        case .home: return discover.makeHomeScreen()
        case .search(let query, let page): return movies.makeSearchScreen(query: query, page: page)
        case .movieDetails(let movie): return movies.makeMovieDetailsScreen(movie: movie)
        case .movieVideos(let id, let title): return movies.makeMovieVideosScreen(movieID: id, title: title)
        case .movieReviews(let id, let title, let page): return movies.makeMovieReviewsScreen(movieID: id, title: title, page: page)
        case .moviesList(let source, let page): return discover.makeMoviesListScreen(source: source, page: page)
        case .genres: return discover.makeGenresScreen()
        case .peopleSearch(let query, let page): return people.makePeopleListScreen(query: query, page: page)
        case .person(let id, let name): return people.makePersonScreen(id: id, name: name)
        case .library(let list, let sort): return library.makeLibraryListScreen(list: list, sort: sort)
        case .diary(let period): return library.makeDiaryScreen(period: period)
        case .filmLists: return library.makeFilmListsScreen()
        case .filmList(let name): return library.makeFilmListScreen(name: name)
        case .stats(let year): return library.makeStatsScreen(year: year)
        }
    }
}
