/// A stack of screens with a root that is never popped.
///
/// It knows nothing about what a screen is; the app adapts it to the
/// presentation layer's navigator.
public struct NavigationStack<Screen> {
    /// The screens from the root (first) to the one on top (last); never empty.
    public private(set) var screens: [Screen]

    public init(root: Screen) {
        screens = [root]
    }

    /// The first screen.
    public var root: Screen {
        screens[0]
    }

    /// The screen being shown.
    public var top: Screen {
        screens[screens.count - 1]
    }

    /// How many screens are stacked, the root included.
    public var count: Int { screens.count }

    /// Whether a `pop()` would remove something.
    public var canPop: Bool { screens.count > 1 }

    /// Shows `screen` on top of the current one.
    public mutating func push(_ screen: Screen) {
        screens.append(screen)
    }

    /// Shows `screen` on top, keeping at most `limit` screens: past it, the
    /// oldest above the root are dropped (the root never is), so a long
    /// wander holds no more than `limit` screens.
    /// - Returns: The screens dropped, oldest first.
    @discardableResult
    public mutating func push(_ screen: Screen, keepingAtMost limit: Int) -> [Screen] {
        screens.append(screen)
        let excess = screens.count - max(2, limit)
        guard excess > 0 else { return [] }
        let dropped = Array(screens[1...excess])
        screens.removeSubrange(1...excess)
        return dropped
    }

    /// Removes and returns the top screen; returns `nil` and does nothing when
    /// only the root is left.
    @discardableResult
    public mutating func pop() -> Screen? {
        canPop ? screens.removeLast() : nil
    }

    /// Removes every screen above the root and returns them, top first.
    @discardableResult
    public mutating func popToRoot() -> [Screen] {
        let removed = screens[1...].reversed()
        screens.removeSubrange(1...)
        return Array(removed)
    }

    /// Replaces the whole stack with `screen` as its only, root, screen.
    public mutating func replaceRoot(with screen: Screen) {
        screens = [screen]
    }

    /// Replaces the top screen (the root, when it is alone) with `screen`.
    public mutating func replaceTop(with screen: Screen) {
        screens[screens.count - 1] = screen
    }
}

extension NavigationStack: Sendable where Screen: Sendable {}
extension NavigationStack: Equatable where Screen: Equatable {}
