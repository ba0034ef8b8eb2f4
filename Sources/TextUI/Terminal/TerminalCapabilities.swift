/// What the terminal can do, as its answers to `TerminalCapabilityQuery` and
/// the environment tell (built by `TerminalCapabilityProbe`).
public struct TerminalCapabilities: Hashable, Sendable {
    /// A way to draw pictures with real pixels.
    public enum GraphicsProtocol: String, CaseIterable, Hashable, Sendable {
        /// The kitty graphics protocol (kitty, WezTerm, Konsole, Ghostty…).
        case kitty
        /// Sixel (xterm -ti vt340, foot, mlterm, WezTerm, iTerm2…).
        case sixel
        /// iTerm2's inline images, `OSC 1337 ; File=…` (iTerm2, WezTerm).
        case iTerm2
    }

    /// Where the values come from.
    public enum Source: String, Hashable, Sendable {
        /// The terminal answered the batch (its device attributes came).
        case answered
        /// The budget ran out first: only what came by then counts.
        case timedOut
        /// No query was sent; only the environment was read.
        case environment
    }

    /// Every pixel protocol the terminal showed it supports.
    public var graphicsProtocols: Set<GraphicsProtocol> = []
    /// The size of a character cell in pixels, when known.
    public var cellPixelSize: Size?
    /// The window's background colour, when the terminal said.
    public var backgroundColor: RGBColor?
    /// The terminal's name (XTVERSION), such as `kitty`, `XTerm`, `WezTerm` or,
    /// inside tmux, `tmux`.
    public var terminalName: String?
    /// Its version, as it gave it.
    public var terminalVersion: String?
    /// Whether the program runs inside tmux (`TMUX` is set): pictures need
    /// tmux's passthrough, and kitty images its Unicode placeholders.
    public var isInsideTmux: Bool = false
    public var source: Source

    /// The best protocol available: kitty, then iTerm2 (full colour, no
    /// palette to quantise to), then sixel; `nil` draws character cells.
    public var preferredGraphicsProtocol: GraphicsProtocol? {
        [.kitty, .iTerm2, .sixel].first(where: graphicsProtocols.contains)
    }

    /// Whether the background is light (relative luminance above 0.5);
    /// `nil` when the terminal did not say.
    public var hasLightBackground: Bool? {
        backgroundColor.map { $0.relativeLuminance > 0.5 }
    }

    /// One line for a log: `graphics kitty (kitty, sixel), cell 10×21 px,
    /// background #1e1e2e (dark), terminal kitty 0.26.5, not in tmux, answered`.
    public var summary: String {
        var parts: [String] = []
        if let preferred = preferredGraphicsProtocol {
            let all = GraphicsProtocol.allCases.filter(graphicsProtocols.contains).map(\.rawValue)
            parts.append("graphics \(preferred.rawValue)" + (all.count > 1 ? " (\(all.joined(separator: ", ")))" : ""))
        } else {
            parts.append("graphics none")
        }
        parts.append(cellPixelSize.map { "cell \($0.width)×\($0.height) px" } ?? "cell size unknown")
        if let backgroundColor, let light = hasLightBackground {
            parts.append("background \(backgroundColor.hexDescription) (\(light ? "light" : "dark"))")
        } else {
            parts.append("background unknown")
        }
        let name = [terminalName, terminalVersion].compactMap(\.self).joined(separator: " ")
        parts.append(name.isEmpty ? "terminal unnamed" : "terminal \(name)")
        parts.append(isInsideTmux ? "in tmux" : "not in tmux")
        parts.append(source.rawValue)
        return parts.joined(separator: ", ")
    }
}
