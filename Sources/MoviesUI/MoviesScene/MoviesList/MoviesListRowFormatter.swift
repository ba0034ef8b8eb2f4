import MoviesPresentation
import TextUI

/// The two lines each movie takes in the list: number, title, year and rating;
/// then a one-line overview.
struct MoviesListRowFormatter {
    let theme: MoviesTheme

    /// A title row and how many of its leading columns (number, title and
    /// year, not the gap or the rating) a selection highlights.
    struct TitleLine: Equatable {
        let text: String
        let highlightedWidth: Int
    }

    /// - Parameter idWidth: Add the film's TMDB id at the end, its number
    ///   right-aligned to this many digits (plain output, where it is what
    ///   `movies details` needs; the rating then keeps a column of its own);
    ///   `nil` leaves it out.
    /// - Parameter number: The row's number; `nil` writes the line unnumbered.
    /// - Parameter marks: The film's place in your library (`watchlist · ♥ 4`), or empty.
    func titleLine(number: Int?, item: MoviesListItemViewModel, width: Int, numberWidth: Int, idWidth: Int? = nil, marks: String = "") -> TitleLine {
        let numberText = number.map(String.init) ?? ""
        let label = number == nil ? "" : String(repeating: " ", count: max(0, numberWidth - numberText.count)) + numberText + ". "
        let year = item.releaseYear.isEmpty ? "" : " (\(item.releaseYear))"
        let rating: String
        if let idWidth {
            rating = Self.columns([marks, RowColumns.rating(item.rating), RowColumns.id(item.record.id, width: idWidth)])
        } else {
            rating = Self.columns([marks, item.rating.map { "★ \($0)" } ?? ""])
        }
        let title = TextSanitizer.sanitize(item.title)
        let room = max(1, width - DisplayWidth.of(label) - DisplayWidth.of(rating) - 1)
        let left = TextLayout.truncate(title + year, toWidth: room)
        let leftText = label + left
        let highlightedWidth = DisplayWidth.of(leftText)
        guard !rating.isEmpty else { return TitleLine(text: leftText, highlightedWidth: highlightedWidth) }
        let gap = max(1, width - highlightedWidth - DisplayWidth.of(rating))
        return TitleLine(text: leftText + String(repeating: " ", count: gap) + rating, highlightedWidth: highlightedWidth)
    }

    /// The non-empty `parts`, two spaces apart. A loop, not
    /// `joined(separator:)`, whose generic body's first run in a process costs
    /// runtime look-ups (README "Performance").
    private static func columns(_ parts: [String]) -> String {
        var text = ""
        for part in parts where !part.isEmpty {
            text += text.isEmpty ? part : "  " + part
        }
        return text
    }

    func overviewLine(item: MoviesListItemViewModel, width: Int, numberWidth: Int) -> String {
        let indent = String(repeating: " ", count: numberWidth + 2)
        let overview = TextSanitizer.sanitize(item.overview)
        let text = overview.isEmpty ? "(no overview)" : overview
        return indent + TextLayout.truncate(text, toWidth: max(1, width - indent.count))
    }

    /// Width of the widest row number, so titles line up.
    static func numberWidth(itemCount: Int) -> Int {
        String(max(1, itemCount)).count
    }
}
