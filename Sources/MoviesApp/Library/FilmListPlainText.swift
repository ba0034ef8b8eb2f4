import MoviesDomain
import MoviesPresentation
import TextUI

/// Your lists as plain output prints them, in aligned columns, every data
/// text sanitised: `movies lists` one row per list; `movies list NAME` its
/// description, then one row per film with its TMDB id and note, numbered
/// when the list is ranked.
enum FilmListPlainText {
    /// `movies lists` as UTF-8, ending in a line break.
    static func bytes(_ lists: [FilmListSummary]) -> [UInt8] {
        guard !lists.isEmpty else { return Array("You have no lists; make one with 'movies list create NAME'.\n".utf8) }
        let rows = lists.map { list in
            [
                line(list.name),
                list.filmCount == 1 ? "1 film" : "\(list.filmCount) films",
                list.isRanked ? "ranked" : "",
                list.description.map(line) ?? "",
            ]
        }
        let header = lists.count == 1 ? "Your lists: 1." : "Your lists: \(lists.count)."
        return Array(([header, ""] + aligned(rows, rightAligned: [1])).joined(separator: "\n").utf8) + [UInt8(ascii: "\n")]
    }

    /// `movies list NAME` as UTF-8, ending in a line break.
    static func bytes(_ list: FilmList) -> [UInt8] {
        let name = line(list.name)
        let count = list.entries.count == 1 ? "1 film" : "\(list.entries.count) films"
        var lines = ["\(name): \(count)\(list.isRanked ? ", ranked" : "")."]
        if let description = list.description {
            // A description keeps its lines; each is made safe on its own.
            lines += description.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { line(String($0)) }
        }
        guard !list.entries.isEmpty else {
            lines.append(line("No films yet; add one with 'movies list add \(ConfigFile.shellQuoted(list.name)) FILM'."))
            return Array((lines.joined(separator: "\n") + "\n").utf8)
        }
        lines.append("")
        let rows = list.entries.enumerated().map { index, entry in
            (list.isRanked ? ["\(index + 1)."] : []) + [
                line(LibraryConfirmation.name(entry.film)),
                "TMDB \(entry.film.id)",
                entry.note.map(line) ?? "",
            ]
        }
        lines += aligned(rows, rightAligned: list.isRanked ? [0] : [])
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// Data text on one line, safe for a terminal.
    private static func line(_ text: String) -> String {
        TextSanitizer.sanitize(text)
    }

    /// Rows as lines of columns two spaces apart, each as wide as its widest
    /// cell; empty cells at a row's end leave no trailing spaces.
    static func aligned(_ rows: [[String]], rightAligned: Set<Int>) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? DisplayWidth.of($0[column]) : 0 }.max() ?? 0 }
        return rows.map { row in
            var line = ""
            for (column, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: max(0, widths[column] - DisplayWidth.of(cell)))
                if column > 0 { line += "  " }
                line += rightAligned.contains(column) ? padding + cell : cell + padding
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
