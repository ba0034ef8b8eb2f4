import MoviesDomain
import MoviesPresentation
import MoviesUI

/// Starts the app's one flow, the movies search, on a navigator.
@MainActor
final class AppFlowCoordinator {
    private let navigator: MoviesScreenNavigator
    private let appDIContainer: AppDIContainer
    private let options: MoviesSceneOptions
    private var moviesSearchFlow: MoviesSearchFlowCoordinator<MoviesSceneDIContainer, MoviesScreenNavigator>?
    private var sceneContainer: MoviesSceneDIContainer?

    init(navigator: MoviesScreenNavigator, appDIContainer: AppDIContainer, options: MoviesSceneOptions) {
        self.navigator = navigator
        self.appDIContainer = appDIContainer
        self.options = options
    }

    /// Shows the movies list (searching the initial query, if any).
    func start() {
        let sceneContainer = appDIContainer.makeMoviesSceneDIContainer(options: options)
        let flow = sceneContainer.makeMoviesSearchFlowCoordinator(navigator: navigator)
        self.sceneContainer = sceneContainer
        moviesSearchFlow = flow
        flow.start()
    }

    /// Shows the movies list with the details of `movie` on top of it.
    func start(showingDetailsOf movie: Movie) {
        start()
        moviesSearchFlow?.showMovieDetails(movie: movie)
    }

    /// Shows the movies list with the details of the film with TMDB id `id`,
    /// known only by its id until they arrive.
    func start(showingDetailsOf id: Movie.Identifier) {
        start(showingDetailsOf: Movie(id: id, title: "Movie \(id)"))
    }
}
