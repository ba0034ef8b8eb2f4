import MoviesPresentation
import TextUI

/// The two lines each movie takes in the list: number, title, year and rating;
/// then a one-line overview.
struct MoviesListRowFormatter {
    let theme: MoviesTheme

    func titleLine(number: Int, item: MoviesListItemViewModel, width: Int, numberWidth: Int) -> String {
        let numberText = String(number)
        let label = String(repeating: " ", count: max(0, numberWidth - numberText.count)) + numberText + ". "
        let year = item.releaseYear.isEmpty ? "" : " (\(item.releaseYear))"
        let rating = item.rating.map { "★ \($0)" } ?? ""
        let title = TextSanitizer.sanitize(item.title)
        let room = max(1, width - DisplayWidth.of(label) - DisplayWidth.of(rating) - 1)
        let left = TextLayout.truncate(title + year, toWidth: room)
        guard !rating.isEmpty else { return label + left }
        let gap = max(1, width - DisplayWidth.of(label) - DisplayWidth.of(left) - DisplayWidth.of(rating))
        return label + left + String(repeating: " ", count: gap) + rating
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
