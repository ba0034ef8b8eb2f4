/// The scene flows the app coordinator routes between, made by the app's DI
/// container (each by its scene's own container).
@MainActor
public protocol AppFlowCoordinatorDependencies<Screen>: AnyObject {
    associatedtype Screen

    /// Every scene's flow, each given the routes to the others.
    func makeSceneFlows(routes: AppRoutes) -> [any SceneFlow<Screen>]
}
