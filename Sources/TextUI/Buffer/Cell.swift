/// One column of one row of the screen.
///
/// A wide character (two columns) lives in its leading cell; the cell to its
/// right is a continuation cell that holds no text, so that every row has
/// exactly as many cells as the screen has columns.
public struct Cell: Hashable, Sendable {
    /// One grapheme cluster, already sanitised; empty for a continuation cell.
    public var grapheme: String
    public var style: Style
    /// Whether this cell is the right half of the wide character to its left.
    public var isContinuation: Bool

    public init(grapheme: String, style: Style = .plain, isContinuation: Bool = false) {
        self.grapheme = grapheme
        self.style = style
        self.isContinuation = isContinuation
    }

    /// A space in the default style.
    public static let blank = Cell(grapheme: " ")

    /// A space in the given style.
    public static func blank(_ style: Style) -> Cell {
        Cell(grapheme: " ", style: style)
    }

    /// The right half of a wide character drawn in `style`.
    public static func continuation(_ style: Style) -> Cell {
        Cell(grapheme: "", style: style, isContinuation: true)
    }

    /// Columns the cell's grapheme occupies: 2 for a wide character, 0 for a
    /// continuation cell, otherwise 1.
    public var width: Int {
        isContinuation ? 0 : max(1, DisplayWidth.of(grapheme))
    }
}
