public import MoviesPresentation
public import TextUI

/// The text UI's navigation stack as the flow coordinator's navigator: a stack
/// of screens plus an optional screen presented over the top one.
@MainActor
public final class MoviesScreenNavigator: SceneNavigator {
    public typealias Screen = any MoviesScreen

    private var stack: NavigationStack<any MoviesScreen>?
    public private(set) var presented: (any MoviesScreen)?

    /// Called whenever what is on screen changes and must be drawn again.
    public var onChange: (@MainActor () -> Void)?

    public init() {}

    /// The screen the user sees (below any presented screen).
    public var top: (any MoviesScreen)? { stack?.top }
    public var depth: Int { stack?.count ?? 0 }

    public func setRoot(_ screen: any MoviesScreen) {
        stack = NavigationStack(root: screen)
        show(screen)
    }

    public func push(_ screen: any MoviesScreen) {
        guard stack != nil else { return setRoot(screen) }
        stack?.push(screen)
        show(screen)
    }

    public func pop() {
        _ = stack?.pop()
        onChange?()
    }

    public func present(_ screen: any MoviesScreen) {
        presented = screen
        show(screen)
    }

    public func dismissPresented() {
        presented = nil
        onChange?()
    }

    /// Sends a key to the presented screen first, then to the top screen.
    public func handle(_ key: Key) -> Bool {
        if let presented, presented.handle(key) { return true }
        return top?.handle(key) ?? false
    }

    /// Draws the top screen, then the presented one over it.
    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        top?.draw(into: &buffer, in: area)
        presented?.draw(into: &buffer, in: area)
    }

    /// Waits until the visible screens have no request in flight.
    public func waitUntilSettled() async {
        await top?.waitUntilSettled()
        await presented?.waitUntilSettled()
    }

    private func show(_ screen: any MoviesScreen) {
        screen.onChange = { [weak self] in self?.onChange?() }
        screen.viewDidLoad()
        onChange?()
    }
}
