/// A colour a cell shows: an exact one, or one the terminal chooses.
enum CellColor: Equatable, Sendable {
    case rgb(RGBColor)
    /// The terminal's default text colour (reverse video puts it behind a glyph).
    case terminalForeground
    /// The terminal's default background colour.
    case terminalBackground

    /// What the comparison assumes a terminal shows: white text on black, the
    /// dark terminal most screenshots come from. Neither renderer is expected
    /// to leave a default colour in a poster; the tool counts it when one does.
    var assumedColor: RGBColor {
        switch self {
        case let .rgb(color): color
        case .terminalForeground: RGBColor(red: 255, green: 255, blue: 255)
        case .terminalBackground: RGBColor(red: 0, green: 0, blue: 0)
        }
    }

    var isTerminalDefault: Bool {
        if case .rgb = self { return false }
        return true
    }
}
