import TextUI

/// The key table written out for people: in the README (Markdown), the man
/// page (roff) and `movies --help` (plain text). All three come from
/// `KeyTable`, so they say what the screens do.
public enum KeyTableDocument {
    /// A Markdown section: a heading and a two-column table per screen.
    public static var markdown: String {
        KeyTable.allScreens.map { map in
            var lines = ["**\(map.title)**", "", "| keys | what they do |", "| --- | --- |"]
            for binding in map.bindings {
                let keys = binding.label.split(separator: " ").map { "`\(markdownCode($0))`" }.joined(separator: " ")
                lines.append("| \(keys) | \(binding.summary) |")
            }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    /// roff for the man page's KEYS section: a `.SS` per screen, a tagged
    /// paragraph per binding.
    public static var manPage: String {
        KeyTable.allScreens.map { map in
            var lines = [".SS \(roff(map.title))", ".PD 0"]
            for binding in map.bindings {
                lines.append(".TP 14")
                lines.append(".B \(roff(binding.label))")
                lines.append(roff(binding.summary))
            }
            lines.append(".PD")
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// Plain text for `--help`: a heading per screen, `keys  what they do`
    /// rows, each at most `width` columns; a description too long for one
    /// row goes on under its own column, so no line starts at column 0 but
    /// the headings (the help's wrapping never has to break a row).
    public static func plainText(width: Int = 78) -> String {
        KeyTable.allScreens.map { map in
            let labelWidth = map.bindings.map { DisplayWidth.of($0.label) }.max() ?? 0
            let rows = map.bindings.flatMap { binding in
                let lead = "  " + binding.label + String(repeating: " ", count: max(0, labelWidth - DisplayWidth.of(binding.label))) + "  "
                let indent = String(repeating: " ", count: DisplayWidth.of(lead))
                let lines = TextLayout.wrap(binding.summary, width: max(20, width - indent.count))
                return lines.enumerated().map { ($0.offset == 0 ? lead : indent) + $0.element }
            }
            return ([map.title + ":"] + rows).joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    /// Backticks inside code spans would end them; none of the labels has one,
    /// but a pipe would end the table cell.
    private static func markdownCode(_ text: Substring) -> String {
        String(text).replacing("|", with: "\\|")
    }

    /// roff treats a leading `.` or `'` as a request and `\` as an escape.
    private static func roff(_ text: String) -> String {
        var escaped = text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
        if escaped.hasPrefix(".") || escaped.hasPrefix("'") { escaped = "\\&" + escaped }
        return escaped
    }
}
