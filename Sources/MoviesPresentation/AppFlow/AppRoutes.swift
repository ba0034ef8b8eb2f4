/// How a scene's coordinator reaches screens of other scenes: it calls
/// `show`, and the app coordinator decides which scene's flow shows it.
public struct AppRoutes {
    /// Shows `destination` on top of the current screen.
    public let show: @MainActor (AppDestination) -> Void
    /// Shows `destination` in the current screen's place.
    public let replace: @MainActor (AppDestination) -> Void
    /// Goes back to the home screen.
    public let showHome: @MainActor () -> Void

    public init(
        show: @escaping @MainActor (AppDestination) -> Void,
        replace: @escaping @MainActor (AppDestination) -> Void = { _ in },
        showHome: @escaping @MainActor () -> Void
    ) {
        self.show = show
        self.replace = replace
        self.showHome = showHome
    }

    /// Routes that go nowhere, for a scene shown on its own (tests).
    public static var none: AppRoutes { AppRoutes(show: { _ in }, showHome: {}) }
}
