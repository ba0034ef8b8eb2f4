/// Routes between the scenes: a screen asks (through its scene's coordinator)
/// for a destination, and this coordinator finds the scene flow that makes
/// it and pushes it.
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
    private var flows: [any SceneFlow<Navigator.Screen>] = []
    /// Whether the stack has the home screen at its root, for `showHome`.
    private var hasHomeAtRoot = false

    public init(navigator: Navigator, dependencies: any AppFlowCoordinatorDependencies<Navigator.Screen>) {
        self.navigator = navigator
        self.dependencies = dependencies
    }

    /// Shows `destination` as the first screen; with `overHome`, the home
    /// screen lies beneath it (Esc goes home), fetching nothing until shown.
    public func start(_ destination: AppDestination, overHome: Bool = false) {
        let routes = AppRoutes(
            show: { [weak self] destination in self?.show(destination) },
            replace: { [weak self] destination in self?.replace(with: destination) },
            showHome: { [weak self] in self?.showHome() }
        )
        flows = dependencies.makeSceneFlows(routes: routes)
        let wantsHome = overHome || destination == .home
        let home = wantsHome ? makeScreen(for: .home) : nil
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
        guard let screen = makeScreen(for: destination) else { return }
        navigator?.push(screen)
    }

    /// Shows `destination` in the current screen's place.
    public func replace(with destination: AppDestination) {
        guard let screen = makeScreen(for: destination) else { return }
        navigator?.replaceTop(screen)
    }

    /// Back to the home screen, dropping everything above it.
    public func showHome() {
        if hasHomeAtRoot {
            navigator?.popToRoot()
        } else if let home = makeScreen(for: .home) {
            hasHomeAtRoot = true
            navigator?.setStack([home])
        }
    }

    private func makeScreen(for destination: AppDestination) -> Navigator.Screen? {
        for flow in flows {
            if let screen = flow.makeScreen(for: destination) { return screen }
        }
        return nil
    }
}
