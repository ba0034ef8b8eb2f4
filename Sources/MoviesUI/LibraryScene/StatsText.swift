public import MoviesPresentation
import TextUI

/// Your stats as text: the summary line, then each section as an aligned
/// table of label and count — with `bars`, a bar of block characters after
/// each count (the stats screen, and `movies stats` at a terminal).
public enum StatsText {
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
    public static func bytes(_ page: StatsPageViewModel, bars: Bars?) -> [UInt8] {
        Array((lines(page, bars: bars).joined(separator: "\n") + "\n").utf8)
    }

    /// The stats as lines: the summary, then each section's title and rows.
    static func lines(_ page: StatsPageViewModel, bars: Bars?) -> [String] {
        var lines = [page.summary]
        for section in page.sections {
            lines.append("")
            lines.append(section.title)
            lines += table(section.rows, bars: bars)
        }
        return lines
    }

    /// Label, bar and count in aligned columns; counts right-aligned.
    private static func table(_ data: [StatsPageViewModel.Row], bars: Bars?) -> [String] {
        // Names are data: made safe for the terminal before they are measured.
        let rows = data.map { (label: TextSanitizer.sanitize($0.label), count: $0.count) }
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
