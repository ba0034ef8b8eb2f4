public import MoviesPresentation

/// A navigator that records its stack of screen names, for coordinator tests.
@MainActor
public final class RecordingSceneNavigator: SceneNavigator {
    public private(set) var stack: [String] = []
    public private(set) var presented: [String] = []

    public init() {}

    public func setRoot(_ screen: String) { stack = [screen] }
    public func setStack(_ screens: [String]) { stack = screens }
    public func push(_ screen: String) { stack.append(screen) }
    public func pop() { if stack.count > 1 { stack.removeLast() } }
    public func popToRoot() { stack = Array(stack.prefix(1)) }
    public func replaceTop(_ screen: String) { stack = stack.dropLast() + [screen] }
    public func present(_ screen: String) { presented.append(screen) }
    public func dismissPresented() { presented.removeAll() }
}
