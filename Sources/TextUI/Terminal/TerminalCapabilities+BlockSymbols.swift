extension TerminalCapabilities {
    /// Terminals known to draw the sextant characters (Symbols for Legacy
    /// Computing) themselves, as they draw box lines, so no font can lack them.
    private static let sextantDrawingTerminals = ["kitty", "wezterm", "foot", "ghostty", "contour"]

    /// The finest block characters the terminal surely shows: sextants where
    /// it draws them itself, otherwise quadrants, which every terminal font
    /// with block elements has.
    public var blockSymbols: BlockSymbols {
        guard !isInsideTmux, let name = terminalName?.lowercased() else { return .quadrant }
        return Self.sextantDrawingTerminals.contains { name.hasPrefix($0) } ? .sextant : .quadrant
    }
}
