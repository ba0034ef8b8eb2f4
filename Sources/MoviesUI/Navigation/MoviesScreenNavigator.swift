public import MoviesPresentation
public import TextUI

/// The text UI's navigation stack as the flow coordinators' navigator: a stack
/// of screens plus an optional screen presented over the top one.
///
/// The stack holds at most `maximumDepth` screens: past that the oldest above
/// the root are dropped (and released), so memory stays flat over any wander.
/// A screen starts its work (`viewDidLoad`) when it is first on top, so
/// screens set up beneath another (home under a search) fetch nothing until
/// they are uncovered.
@MainActor
public final class MoviesScreenNavigator: SceneNavigator {
    public typealias Screen = any MoviesScreen

    /// The most screens the stack holds, the root included.
    public static let maximumDepth = 64

    private var stack: NavigationStack<any MoviesScreen>?
    private var loaded: Set<ObjectIdentifier> = []
    public private(set) var presented: (any MoviesScreen)?

    /// Called whenever what is on screen changes and must be drawn again.
    public var onChange: (@MainActor () -> Void)?

    public init() {}

    /// The screen the user sees (below any presented screen).
    public var top: (any MoviesScreen)? { stack?.top }
    public var depth: Int { stack?.count ?? 0 }
    /// The screens from the root to the top.
    public var screens: [any MoviesScreen] { stack?.screens ?? [] }

    public func setRoot(_ screen: any MoviesScreen) {
        setStack([screen])
    }

    public func setStack(_ screens: [any MoviesScreen]) {
        guard let root = screens.first else { return }
        var stack = NavigationStack(root: root)
        for screen in screens.dropFirst() {
            stack.push(screen, keepingAtMost: Self.maximumDepth)
        }
        self.stack = stack
        loaded = []
        stack.screens.forEach(attach)
        showTop()
    }

    public func push(_ screen: any MoviesScreen) {
        guard stack != nil else { return setRoot(screen) }
        let dropped = stack?.push(screen, keepingAtMost: Self.maximumDepth) ?? []
        dropped.forEach { loaded.remove(ObjectIdentifier($0)) }
        attach(screen)
        showTop()
    }

    public func pop() {
        if let removed = stack?.pop() { loaded.remove(ObjectIdentifier(removed)) }
        showTop()
    }

    public func popToRoot() {
        stack?.popToRoot().forEach { loaded.remove(ObjectIdentifier($0)) }
        showTop()
    }

    public func replaceTop(_ screen: any MoviesScreen) {
        guard let old = stack?.top else { return setRoot(screen) }
        loaded.remove(ObjectIdentifier(old))
        stack?.replaceTop(with: screen)
        attach(screen)
        showTop()
    }

    /// Pops screens until the one at `depth` (0 is the root) is on top: a
    /// click on a step of the breadcrumb.
    public func pop(toDepth depth: Int) {
        guard depth >= 0 else { return }
        var changed = false
        while let count = stack?.count, count > depth + 1, let removed = stack?.pop() {
            loaded.remove(ObjectIdentifier(removed))
            changed = true
        }
        if changed { showTop() }
    }

    /// Back to the root screen, started over as when first opened (`H`).
    public func goHome() {
        popToRoot()
        top?.scaffold.startOver()
    }

    /// The titles of the screens under `screen`, root first: its breadcrumb.
    public func trail(below screen: any MoviesScreen) -> [String] {
        let screens = self.screens
        guard let index = screens.firstIndex(where: { $0 === screen }) else { return [] }
        return screens[..<index].map(\.breadcrumbTitle)
    }

    public func present(_ screen: any MoviesScreen) {
        presented = screen
        show(screen)
    }

    public func dismissPresented() {
        presented = nil
        onChange?()
    }

    /// The keys of what the user sees: the top screen's (which knows when its
    /// field is being edited), or the presented screen's when there is no top.
    public var keyMap: KeyMap {
        top?.keyMap ?? presented?.keyMap ?? KeyTable.everywhere
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

    /// Shows a screen over the stack (suggestions): it starts at once.
    private func show(_ screen: any MoviesScreen) {
        screen.scaffold.onChange = { [weak self] in self?.onChange?() }
        screen.viewDidLoad()
        onChange?()
    }

    /// Connects a stacked screen to this navigator: redraws and its breadcrumb.
    private func attach(_ screen: any MoviesScreen) {
        screen.scaffold.onChange = { [weak self] in self?.onChange?() }
        screen.scaffold.trailBelow = { [weak self, weak screen] in
            guard let self, let screen else { return [] }
            return self.trail(below: screen)
        }
    }

    /// Starts the top screen's work the first time it is on top, then redraws.
    private func showTop() {
        if let top {
            if loaded.insert(ObjectIdentifier(top)).inserted { top.viewDidLoad() } else { top.scaffold.shownAgain() }
        }
        onChange?()
    }
}
