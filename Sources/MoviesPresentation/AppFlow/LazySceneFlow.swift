/// A scene's flow made the first time a destination reaches it, so a run
/// that stays in one scene (a one-shot search) never builds the others: each
/// flow is a generic type whose first use costs the runtime a metadata look-up.
@MainActor
public final class LazySceneFlow<Screen>: SceneFlow {
    private let make: @MainActor () -> any SceneFlow<Screen>
    private var flow: (any SceneFlow<Screen>)?

    public init(_ make: @escaping @MainActor () -> any SceneFlow<Screen>) {
        self.make = make
    }

    public func makeScreen(for destination: AppDestination) -> Screen? {
        let flow = self.flow ?? make()
        self.flow = flow
        return flow.makeScreen(for: destination)
    }
}
