import MoviesPresentation
import MoviesUI

/// The scenes of one run, each made by its own DI container over the one
/// navigator: what the app coordinator routes between.
@MainActor
final class AppSceneFlows: AppFlowCoordinatorDependencies {
    private let container: AppDIContainer
    private let navigator: MoviesScreenNavigator
    private let options: MoviesSceneOptions

    init(container: AppDIContainer, navigator: MoviesScreenNavigator, options: MoviesSceneOptions) {
        self.container = container
        self.navigator = navigator
        self.options = options
    }

    func makeSceneFlows(routes: AppRoutes) -> [any SceneFlow<any MoviesScreen>] {
        let movies = container.makeMoviesSceneDIContainer(options: options)
        let discover = container.makeDiscoverSceneDIContainer(options: options)
        let people = container.makePeopleSceneDIContainer(options: options)
        let library = container.makeLibrarySceneDIContainer(options: options)
        return [
            movies.makeMoviesSearchFlowCoordinator(navigator: navigator, routes: routes),
            discover.makeDiscoverFlowCoordinator(navigator: navigator, routes: routes),
            people.makePeopleFlowCoordinator(navigator: navigator, routes: routes),
            library.makeLibraryFlowCoordinator(navigator: navigator, routes: routes),
        ]
    }

    /// The app coordinator of one run, over `navigator`.
    static func makeCoordinator(
        container: AppDIContainer,
        navigator: MoviesScreenNavigator,
        options: MoviesSceneOptions
    ) -> AppFlowCoordinator<MoviesScreenNavigator> {
        AppFlowCoordinator(navigator: navigator, dependencies: AppSceneFlows(container: container, navigator: navigator, options: options))
    }
}
