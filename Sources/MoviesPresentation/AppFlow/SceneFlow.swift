/// A scene's flow coordinator as the app coordinator sees it: it makes the
/// screens of its scene (wired to their actions) and shows them.
@MainActor
public protocol SceneFlow<Screen>: AnyObject {
    associatedtype Screen

    /// The screen for `destination`, or `nil` when it is not this scene's.
    func makeScreen(for destination: AppDestination) -> Screen?
}
