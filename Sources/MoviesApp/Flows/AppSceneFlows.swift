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

    /// In the order the app coordinator asks them; each is built when first
    /// reached (see `LazySceneFlow`).
    func makeSceneFlows(routes: AppRoutes) -> [any SceneFlow<any MoviesScreen>] {
        let container = container
        let navigator = navigator
        let options = options
        return [
            LazySceneFlow { container.makeMoviesSceneDIContainer(options: options).makeMoviesSearchFlowCoordinator(navigator: navigator, routes: routes) },
            LazySceneFlow { container.makeDiscoverSceneDIContainer(options: options).makeDiscoverFlowCoordinator(navigator: navigator, routes: routes) },
            LazySceneFlow { container.makePeopleSceneDIContainer(options: options).makePeopleFlowCoordinator(navigator: navigator, routes: routes) },
            LazySceneFlow { container.makeLibrarySceneDIContainer(options: options).makeLibraryFlowCoordinator(navigator: navigator, routes: routes) },
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
