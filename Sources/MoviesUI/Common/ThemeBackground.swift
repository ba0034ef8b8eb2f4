import Synchronization

/// The background every screen's theme draws for, shared by all copies of
/// the theme: the terminal tells its background colour (OSC 11) only after
/// the first frame, and then every screen draws for the answer at once.
///
/// A background the user chose (`MOVIES_THEME`) is fixed: no answer changes it.
public final class ThemeBackground: Sendable {
    private let state: Mutex<MoviesTheme.Background>
    /// Whether the user chose the background, so the terminal's answer is ignored.
    public let isChosen: Bool

    /// - Parameter chosen: The user's choice; `nil` follows the terminal,
    ///   dark until it answers.
    public init(chosen: MoviesTheme.Background?) {
        state = Mutex(chosen ?? .dark)
        isChosen = chosen != nil
    }

    /// The background drawn for now.
    public var current: MoviesTheme.Background {
        state.withLock { $0 }
    }

    /// Takes the terminal's answer unless the user chose.
    /// - Returns: Whether the background changed (the screen needs drawing again).
    @discardableResult
    public func adopt(_ detected: MoviesTheme.Background) -> Bool {
        guard !isChosen else { return false }
        return state.withLock { current in
            defer { current = detected }
            return current != detected
        }
    }
}
