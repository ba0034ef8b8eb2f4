/// Shows screens: the stack the flow coordinator drives.
///
/// The text UI's navigation stack conforms in an outer layer; tests use a
/// recording navigator. Views never push or pop themselves.
@MainActor
public protocol SceneNavigator: AnyObject {
    associatedtype Screen

    /// Replaces the whole stack with `screen`.
    func setRoot(_ screen: Screen)
    /// Replaces the whole stack with `screens`, root first; only the top one
    /// starts its work now, the others when they are uncovered.
    func setStack(_ screens: [Screen])
    func push(_ screen: Screen)
    /// Removes the top screen; the root stays.
    func pop()
    /// Removes every screen above the root.
    func popToRoot()
    /// Puts `screen` in the top screen's place (Tab switching a search
    /// between films and people).
    func replaceTop(_ screen: Screen)
    /// Shows `screen` over the top screen without pushing it (suggestions).
    func present(_ screen: Screen)
    /// Removes the presented screen, if any.
    func dismissPresented()
}
