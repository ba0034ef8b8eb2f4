public import MoviesPresentation

extension AppRoutes {
    /// Routes for a scene shown on its own over `navigator`: `close` pops
    /// it; destinations go to `show` and `replace` (nowhere by default).
    @MainActor
    public static func popping(
        _ navigator: RecordingSceneNavigator,
        show: @escaping @MainActor (AppDestination) -> Void = { _ in },
        replace: @escaping @MainActor (AppDestination) -> Void = { _ in }
    ) -> AppRoutes {
        AppRoutes(show: show, replace: replace, close: { [weak navigator] in navigator?.pop() })
    }
}
