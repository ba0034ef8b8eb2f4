import MoviesDomain
import MoviesPresentation
import TextUI

/// The diary as plain output prints it: a header, then each month newest
/// first under its name, one row per viewing in aligned columns — day, film,
/// your rating then (`♥`), `↻` for a rewatch, tags as `#tag`. Data text is
/// sanitized; the review is left to `--json`.
enum DiaryPlainText {
    /// The diary as UTF-8, ending in a line break.
    static func bytes(_ entries: [DiaryEntry], period: DiaryPeriod) -> [UInt8] {
        guard !entries.isEmpty else {
            let text = period == .all
                ? "Your diary is empty; log a viewing with 'movies log TMDB_ID'.\n"
                : "Your diary has no viewing \(DiaryWording.name(of: period)).\n"
            return Array(text.utf8)
        }
        let rows = entries.map(Row.init)
        let titleWidth = rows.map { DisplayWidth.of($0.title) }.max() ?? 0
        let ratingWidth = rows.map { DisplayWidth.of($0.rating) }.max() ?? 0
        let count = entries.count == 1 ? "1 viewing" : "\(entries.count) viewings"
        let scope = period == .all ? "" : " " + DiaryWording.name(of: period)
        var lines = ["Your diary: \(count)\(scope), newest first."]
        var month: (Int, Int)?
        for (entry, row) in zip(entries, rows) {
            let date = entry.viewing.date
            if month.map({ $0 != (date.year, date.month) }) ?? true {
                month = (date.year, date.month)
                lines.append("")
                lines.append(DiaryWording.month(of: date))
            }
            let day = date.day < 10 ? "0\(date.day)" : "\(date.day)"
            var line = "  \(day)  " + padded(row.title, to: titleWidth)
            if ratingWidth > 0 { line += "  " + padded(row.rating, to: ratingWidth) }
            line += entry.viewing.isRewatch ? "  ↻" : "   "
            if !row.tags.isEmpty { line += "  " + row.tags }
            while line.last == " " { line.removeLast() }
            lines.append(line)
        }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }

    /// One viewing's cells, sanitized.
    private struct Row {
        let title: String
        let rating: String
        let tags: String

        init(_ entry: DiaryEntry) {
            title = TextSanitizer.sanitize(LibraryConfirmation.name(entry.film))
            rating = entry.viewing.rating.map(LibraryMarkViewModel.ratingText) ?? ""
            tags = TextSanitizer.sanitize(entry.viewing.tags.map { "#" + $0 }.joined(separator: " "))
        }
    }
}
