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
        default: break
        }
        return .stayOpen
    }

    private mutating func scroll(by rows: Int) {
        let lineCount = Self.lines(for: keyMap).count
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
        let lines = Self.lines(for: keyMap)
        let contentWidth = lines.map { DisplayWidth.of($0.text) }.max() ?? 0
        let width = min(area.width, max(contentWidth + 4, 30))
        let height = min(area.height, lines.count + 2)
        guard width > 4, height > 2 else { return }
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
}
