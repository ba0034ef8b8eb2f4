public import TextUI

/// The `?` overlay: every key of the current screen, grouped, in a box over it.
///
/// It takes the keyboard while shown: `?`, Esc and `q` close it, ↑/↓ and
/// PgUp/PgDn scroll it when the window is too short for all of it.
@MainActor
public struct KeyHelpOverlay {
    public let keyMap: KeyMap
    private let theme: MoviesTheme
    private var scrollOffset = 0
    private var visibleRows = 1
    /// How many rows the text took, wrapped, when last drawn.
    private var wrappedLineCount: Int?

    public init(keyMap: KeyMap, theme: MoviesTheme) {
        self.keyMap = keyMap
        self.theme = theme
    }

    /// What a key does while the overlay is shown.
    public enum Outcome: Equatable {
        case stayOpen
        case close
    }

    public mutating func handle(_ key: Key) -> Outcome {
        switch key {
        case .character("?"), .escape, .character("q"): return .close
        case .up, .character("k"): scroll(by: -1)
        case .down, .character("j"): scroll(by: 1)
        case .pageUp: scroll(by: -visibleRows)
        case .pageDown, .character(" "): scroll(by: visibleRows)
        case .home, .character("g"): scroll(by: -Int(Int32.max))
        case .end, .character("G"): scroll(by: Int(Int32.max))
        default: break
        }
        return .stayOpen
    }

    private mutating func scroll(by rows: Int) {
        // The rows as last drawn, wrapped to the box: before the first
        // frame, the unwrapped ones.
        let lineCount = wrappedLineCount ?? Self.lines(for: keyMap).count
        scrollOffset = min(max(0, scrollOffset + rows), max(0, lineCount - visibleRows))
    }

    /// The overlay's text: a heading per group, then `keys  what they do`.
    public static func lines(for keyMap: KeyMap) -> [(text: String, isHeading: Bool)] {
        let labelWidth = keyMap.bindings.map { DisplayWidth.of($0.label) }.max() ?? 0
        var lines: [(text: String, isHeading: Bool)] = []
        for group in KeyGroup.allCases {
            let rows = keyMap.bindings.filter { $0.group == group }
            guard !rows.isEmpty else { continue }
            if !lines.isEmpty { lines.append(("", false)) }
            lines.append((group.rawValue, true))
            for binding in rows {
                lines.append(("  " + TextLayout.pad(binding.label, toWidth: labelWidth) + "  " + binding.summary, false))
            }
        }
        return lines
    }

    public mutating func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        let unwrapped = Self.lines(for: keyMap)
        let contentWidth = unwrapped.map { DisplayWidth.of($0.text) }.max() ?? 0
        let width = min(area.width, max(contentWidth + 4, 30))
        guard width > 4 else { return }
        let lines = Self.wrapped(unwrapped, width: width - 3, keyMap: keyMap)
        wrappedLineCount = lines.count
        let height = min(area.height, lines.count + 2)
        guard height > 2 else { return }
        let box = Rect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
        visibleRows = height - 2
        scrollOffset = min(scrollOffset, max(0, lines.count - visibleRows))
        buffer.fill(box, style: theme.plain)
        let inner = width - 2
        let title = " Keys: \(keyMap.title) "
        let rule = String(repeating: "─", count: max(0, inner - DisplayWidth.of(title)))
        buffer.write("┌" + TextLayout.truncate(title, toWidth: inner) + rule + "┐", at: box.origin, style: theme.secondary, maxWidth: width)
        for row in 0..<visibleRows {
            let y = box.y + 1 + row
            buffer.write("│", at: Point(x: box.x, y: y), style: theme.secondary)
            buffer.write("│", at: Point(x: box.maxX - 1, y: y), style: theme.secondary)
            let index = scrollOffset + row
            guard lines.indices.contains(index) else { continue }
            let line = lines[index]
            let text = TextLayout.truncate(" " + line.text, toWidth: inner)
            buffer.write(text, at: Point(x: box.x + 1, y: y), style: line.isHeading ? theme.title : theme.plain, maxWidth: inner)
        }
        let more = scrollOffset + visibleRows < lines.count ? "↓ more  " : ""
        let closing = " \(more)? Esc q close "
        let bottomRule = String(repeating: "─", count: max(0, inner - DisplayWidth.of(closing)))
        buffer.write("└" + bottomRule + TextLayout.truncate(closing, toWidth: inner) + "┘", at: Point(x: box.x, y: box.maxY - 1), style: theme.secondary, maxWidth: width)
    }

    /// Lines too long for the box continue on the next rows, under the
    /// description's column, so nothing is cut off.
    private static func wrapped(_ lines: [(text: String, isHeading: Bool)], width: Int, keyMap: KeyMap) -> [(text: String, isHeading: Bool)] {
        let labelWidth = keyMap.bindings.map { DisplayWidth.of($0.label) }.max() ?? 0
        let indentWidth = min(labelWidth + 4, max(0, width / 2))
        let indent = String(repeating: " ", count: indentWidth)
        return lines.flatMap { line -> [(text: String, isHeading: Bool)] in
            var rows: [(text: String, isHeading: Bool)] = []
            var prefix = ""
            var remaining = Substring(line.text)
            while DisplayWidth.of(prefix) + DisplayWidth.of(remaining) > width, let (head, tail) = cut(remaining, toWidth: width - DisplayWidth.of(prefix)) {
                rows.append((prefix + head, line.isHeading))
                remaining = tail
                prefix = indent
            }
            if !remaining.isEmpty || rows.isEmpty { rows.append((prefix + remaining, line.isHeading)) }
            return rows
        }
    }

    /// `text` cut at its last space that leaves at most `width` columns
    /// (anywhere, when a word alone is wider), and what follows, leading
    /// spaces dropped; `nil` when nothing fits.
    private static func cut(_ text: Substring, toWidth width: Int) -> (String, Substring)? {
        guard width > 0 else { return nil }
        var used = 0
        var lastSpace: Substring.Index?
        var seenWord = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let characterWidth = DisplayWidth.of(String(character))
            if used + characterWidth > width { break }
            if character == " " { if seenWord { lastSpace = index } } else { seenWord = true }
            used += characterWidth
            index = text.index(after: index)
        }
        let end = lastSpace ?? index
        guard end > text.startIndex else { return nil }
        return (String(text[..<end]), text[end...].drop { $0 == " " })
    }
}
