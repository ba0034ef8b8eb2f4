public import MoviesPresentation

/// What a one-shot command reads of a screen once its requests settled: the
/// text or JSON to print, the failure that decides the exit status, and the
/// numbered rows `--select N` may open.
@MainActor
public protocol ScreenOutput: AnyObject {
    /// The screen as plain text lines of at most `width` columns, every item listed.
    func plainTextLines(width: Int) -> [String]
    /// The screen as `--json` prints it; `nil` for screens with no such form.
    func jsonDocument() -> (any Encodable & Sendable)?
    /// The failure of the screen's last request when it left nothing new to
    /// show, for one-shot output that must exit with the right status.
    var loadFailure: FailureViewModel? { get }
    /// Whether the screen shows data it fetched, not only a placeholder.
    var showsFetchedData: Bool { get }
    /// How many numbered rows the screen lists: what `--select N` may open.
    var numberedRowCount: Int { get }
    /// Opens numbered row `index` (0-based) as Enter on it would.
    func openRow(at index: Int)
}
