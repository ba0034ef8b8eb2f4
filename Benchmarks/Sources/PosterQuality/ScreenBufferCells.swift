import TextUI

/// Reads the cells movies drew back out of a `ScreenBuffer`, as the terminal
/// would show them.
enum ScreenBufferCells {
    enum Failure: Error, CustomStringConvertible {
        case notOneGlyph(String, row: Int, column: Int)
        case paletteColor(TerminalColor)

        var description: String {
            switch self {
            case let .notOneGlyph(text, row, column): "movies drew \"\(text)\" in row \(row + 1), column \(column + 1), not one glyph"
            case let .paletteColor(color): "movies drew a palette colour (\(color)), which this tool does not read"
            }
        }
    }

    static func rows(of buffer: ScreenBuffer) throws(Failure) -> [[DrawnCell]] {
        var rows: [[DrawnCell]] = []
        for y in 0..<buffer.size.height {
            var row: [DrawnCell] = []
            for (x, cell) in buffer.row(y).enumerated() {
                let scalars = cell.grapheme.unicodeScalars
                guard scalars.count == 1, let glyph = scalars.first else {
                    throw .notOneGlyph(cell.grapheme, row: y, column: x)
                }
                let foreground = try color(cell.style.foreground, default: .terminalForeground)
                let background = try color(cell.style.background, default: .terminalBackground)
                row.append(cell.style.attributes.contains(.reverse)
                    ? DrawnCell(glyph: glyph, foreground: background, background: foreground)
                    : DrawnCell(glyph: glyph, foreground: foreground, background: background))
            }
            rows.append(row)
        }
        return rows
    }

    private static func color(_ color: TerminalColor, default: CellColor) throws(Failure) -> CellColor {
        switch color {
        case .default: `default`
        case let .rgb(red, green, blue): .rgb(RGBColor(red: red, green: green, blue: blue))
        case .ansi, .indexed: throw .paletteColor(color)
        }
    }
}
