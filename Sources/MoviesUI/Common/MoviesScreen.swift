public import MoviesPresentation
public import TextUI

/// A full screen of the movies scene: drawn into a buffer, fed keys, and
/// printable once as plain text.
@MainActor
public protocol MoviesScreen: AnyObject {
    /// Starts the screen's work (observing, fetching); called once when shown.
    func viewDidLoad()
    /// Draws the interactive screen into `area`.
    func draw(into buffer: inout ScreenBuffer, in area: Rect)
    /// The screen as plain text lines of at most `width` columns, every item listed.
    func plainTextLines(width: Int) -> [String]
    /// The keys of the screen in its present state, from `KeyTable`.
    var keyMap: KeyMap { get }
    /// Handles a key; returns `false` when the key means nothing here.
    func handle(_ key: Key) -> Bool
    /// Returns once no request of the screen is in flight.
    func waitUntilSettled() async
    /// The failure of the screen's last request when it left nothing new to
    /// show, for one-shot output that must exit with the right status.
    var loadFailure: FailureViewModel? { get }
    /// Whether the screen shows data it fetched, not only a placeholder.
    var showsFetchedData: Bool { get }
    /// How many numbered rows the screen lists: what `--select N` may open.
    var numberedRowCount: Int { get }
    /// Opens numbered row `index` (0-based) as Enter on it would.
    func openRow(at index: Int)
    /// The screen as `--json` prints it; `nil` for screens with no such form.
    func jsonDocument() -> (any Encodable & Sendable)?
    /// Called when the screen's content changed and it should be drawn again.
    var onChange: (@MainActor () -> Void)? { get set }
    /// The screen's name in the breadcrumb of the screens above it
    /// (`Home`, `Trending today`, a film's title).
    var breadcrumbTitle: String { get }
    /// The titles of the screens below this one, root first; set by the
    /// navigator, read when the header is drawn.
    var trailBelow: (@MainActor () -> [String])? { get set }
    /// Where the steps of the breadcrumb were last drawn (a click there goes
    /// back to that screen); empty for screens that draw none.
    var breadcrumbSpans: [BreadcrumbSpan] { get }
    /// Handles a click or the wheel in the screen's area; returns `false`
    /// when it means nothing here (the host then treats the wheel as ↑/↓).
    func handleMouse(_ event: MouseEvent) -> Bool
    /// Text a key asked to copy (`y`), once; the host sends it to the
    /// terminal's clipboard (OSC 52).
    func takeClipboardText() -> String?
}

extension MoviesScreen {
    public var breadcrumbSpans: [BreadcrumbSpan] { [] }

    public func handleMouse(_ event: MouseEvent) -> Bool { false }

    public func takeClipboardText() -> String? { nil }
}
