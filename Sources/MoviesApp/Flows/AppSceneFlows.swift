import MoviesPresentation
import MoviesUI

/// The scenes of one run, each made by its own DI container over the one
/// navigator: what the app coordinator's route table reaches, each scene
/// built only when a destination first reaches it.
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

    func makeMoviesSceneFlow(routes: AppRoutes) -> any MoviesSceneFlow<any MoviesScreen> {
        container.makeMoviesSceneDIContainer(options: options, routes: routes).makeMoviesSearchFlowCoordinator(navigator: navigator, routes: routes)
    }

    func makeDiscoverSceneFlow(routes: AppRoutes) -> any DiscoverSceneFlow<any MoviesScreen> {
        container.makeDiscoverSceneDIContainer(options: options, routes: routes).makeDiscoverFlowCoordinator(navigator: navigator, routes: routes)
    }

    func makePeopleSceneFlow(routes: AppRoutes) -> any PeopleSceneFlow<any MoviesScreen> {
        container.makePeopleSceneDIContainer(options: options, routes: routes).makePeopleFlowCoordinator(navigator: navigator, routes: routes)
    }

    func makeLibrarySceneFlow(routes: AppRoutes) -> any LibrarySceneFlow<any MoviesScreen> {
        container.makeLibrarySceneDIContainer(screens: container.screens(options, routes: routes)).makeLibraryFlowCoordinator(routes: routes)
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
