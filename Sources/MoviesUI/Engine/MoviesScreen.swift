public import TextUI

/// A full screen as the navigator and the terminal host see it: drawn into a
/// buffer, fed keys (clicks and the wheel arrive as `.mouse` keys), and
/// printable once (`output`). What every screen shares — header, status
/// line, footer, library keys, redraws — lives in its `scaffold`.
@MainActor
public protocol MoviesScreen: AnyObject {
    /// Starts the screen's work (observing, fetching); called once when shown.
    func viewDidLoad()
    /// Draws the interactive screen into `area`.
    func draw(into buffer: inout ScreenBuffer, in area: Rect)
    /// The keys of the screen in its present state, from `KeyTable`.
    var keyMap: KeyMap { get }
    /// Handles a key or a mouse event; returns `false` when it means nothing
    /// here (the host then tries the keys of every screen, and treats the
    /// wheel as ↑/↓).
    func handle(_ key: Key) -> Bool
    /// Returns once no request of the screen is in flight.
    func waitUntilSettled() async
    /// The screen's name in the breadcrumb of the screens above it
    /// (`Home`, `Trending today`, a film's title).
    var breadcrumbTitle: String { get }
    /// The parts every screen shares, which the navigator and host connect to.
    var scaffold: ScreenScaffold { get }
    /// The screen as one-shot output prints it.
    var output: any ScreenOutput { get }
}

extension MoviesScreen where Self: ScreenOutput {
    public var output: any ScreenOutput { self }
}
