public import MoviesDomain
import MoviesPresentation
import TextUI

/// Your stats as text: a summary line, then each section as an aligned
/// table of label and count — with `bars`, a bar of block characters after
/// each count (the stats screen, and `movies stats` at a terminal). What is
/// unknown gets a row of its own.
public enum StatsText {
    public static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// How to draw the bars: their widest, and the colour around them (none off a terminal).
    public struct Bars {
        let width: Int
        /// SGR parameters such as `36`; `nil` for no colour.
        let color: String?

        public init(width: Int, color: String?) {
            self.width = width
            self.color = color
        }
    }

    /// The stats as UTF-8, ending in a line break.
    /// - Parameter bars: `nil` for plain aligned tables.
    public static func bytes(_ stats: LibraryStats, bars: Bars?) -> [UInt8] {
        Array((lines(stats, bars: bars).joined(separator: "\n") + "\n").utf8)
    }

    /// The stats as lines: the summary, then each section's title and rows.
    static func lines(_ stats: LibraryStats, bars: Bars?) -> [String] {
        guard stats.viewingCount > 0 else {
            return ["You logged no viewing in \(stats.year); log one with 'movies log FILM'."]
        }
        var lines = [summary(stats)]
        for section in sections(stats) {
            lines.append("")
            lines.append(section.title)
            lines += table(section.rows, bars: bars)
        }
        return lines
    }

    /// `Your 2024 in film: 12 viewings of 10 films, 21.5 hours watched.`
    static func summary(_ stats: LibraryStats) -> String {
        let viewings = stats.viewingCount == 1 ? "1 viewing" : "\(stats.viewingCount) viewings"
        let films = stats.filmCount == 1 ? "1 film" : "\(stats.filmCount) films"
        var line = "Your \(stats.year) in film: \(viewings) of \(films), \(hoursText(minutes: stats.minutesWatched)) hours watched"
        if stats.unknownRuntime > 0 {
            line += " (\(stats.unknownRuntime) of unknown runtime not counted)"
        }
        return line + "."
    }

    /// Hours to a tenth: `21.5`, `3`.
    static func hoursText(minutes: Int) -> String {
        let tenths = Int((Double(minutes) / 6).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }

    private struct Section {
        let title: String
        let rows: [(label: String, count: Int)]
    }

    private static func sections(_ stats: LibraryStats) -> [Section] {
        let months = zip(monthNames, stats.perMonth).map { (label: $0, count: $1) }
        let ratings = stats.ratings.enumerated().compactMap { index, count in
            StarRating(halfStars: index + 1).map { (label: LibraryMarkViewModel.ratingText($0), count: count) }
        }
        return [
            Section(title: "Films per month", rows: months),
            Section(title: "Release decades", rows: rows(stats.perDecade)),
            Section(title: "Your ratings", rows: ratings + (stats.unrated > 0 ? [(label: "unrated", count: stats.unrated)] : [])),
            Section(title: "Top genres", rows: rows(stats.genres)),
            Section(title: "Top directors", rows: rows(stats.directors)),
            Section(title: "Top actors", rows: rows(stats.actors)),
        ]
    }

    private static func rows(_ ranking: StatsRanking) -> [(label: String, count: Int)] {
        ranking.counts.map { (label: TextSanitizer.sanitize($0.name), count: $0.count) }
            + (ranking.unknown > 0 ? [(label: "unknown", count: ranking.unknown)] : [])
    }

    /// Label, bar and count in aligned columns; counts right-aligned.
    private static func table(_ rows: [(label: String, count: Int)], bars: Bars?) -> [String] {
        let labelWidth = rows.map { DisplayWidth.of($0.label) }.max() ?? 0
        let countWidth = rows.map { String($0.count).count }.max() ?? 0
        let maximum = rows.map(\.count).max() ?? 0
        return rows.map { row in
            let count = String(row.count)
            var line = "  " + row.label + String(repeating: " ", count: labelWidth - DisplayWidth.of(row.label))
            line += "  " + String(repeating: " ", count: countWidth - count.count) + count
            if let bars {
                let bar = BlockBar.text(row.count, of: maximum, width: bars.width)
                if let color = bars.color, !bar.isEmpty {
                    line += " \u{1B}[\(color)m" + bar + "\u{1B}[0m"
                } else if !bar.isEmpty {
                    line += " " + bar
                }
            }
            return line
        }
    }
}
