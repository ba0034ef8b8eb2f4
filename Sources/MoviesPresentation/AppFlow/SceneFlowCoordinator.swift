/// What every scene's flow coordinator holds: the navigator it shows its
/// screens with, the scene's container that makes them, and the routes to
/// the other scenes' screens. A scene's coordinator subclasses it and adds
/// the screens it makes and the actions it hands their view models.
@MainActor
public class SceneFlowCoordinator<Dependencies, Navigator: SceneNavigator> {
    /// Weak: the navigator holds the screens, whose actions hold the coordinator.
    private(set) weak var navigator: Navigator?
    let dependencies: Dependencies
    let routes: AppRoutes

    public init(navigator: Navigator, dependencies: Dependencies, routes: AppRoutes = .none) {
        self.navigator = navigator
        self.dependencies = dependencies
        self.routes = routes
    }
}
