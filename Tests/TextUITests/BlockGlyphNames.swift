/// Reads which sub-cells a block character paints from its Unicode name, so
/// that tests check the renderer's tables against Unicode rather than against
/// a copy of themselves.
enum BlockGlyphNames {
    /// The sub-cells `glyph` paints in the foreground on a grid two wide and
    /// `rows` (2 or 3) tall, bit `row * 2 + column`; `nil` for a character
    /// that is not a block of that grid.
    static func pattern(of glyph: String, rows: Int) -> Int? {
        let scalars = Array(glyph.unicodeScalars)
        guard scalars.count == 1, let name = scalars[0].properties.name else { return nil }
        let all = (1 << (2 * rows)) - 1
        let left = (0..<rows).reduce(0) { $0 | 1 << ($1 * 2) }
        switch name {
        case "SPACE": return 0
        case "FULL BLOCK": return all
        case "LEFT HALF BLOCK": return left
        case "RIGHT HALF BLOCK": return left << 1
        case "UPPER HALF BLOCK": return rows == 2 ? 0b0011 : nil
        case "LOWER HALF BLOCK": return rows == 2 ? 0b1100 : nil
        default: break
        }
        if rows == 2, name.hasPrefix("QUADRANT ") {
            // "QUADRANT UPPER LEFT AND LOWER RIGHT"
            var pattern = 0
            for part in name.dropFirst("QUADRANT ".count).split(separator: " AND ") {
                let words = part.split(separator: " ")
                guard words.count == 2 else { return nil }
                let row = words[0] == "UPPER" ? 0 : 1
                let column = words[1] == "LEFT" ? 0 : 1
                pattern |= 1 << (row * 2 + column)
            }
            return pattern
        }
        if rows == 3, name.hasPrefix("BLOCK SEXTANT-") {
            // "BLOCK SEXTANT-135": sextants numbered 1 to 6 row by row from the top left.
            var pattern = 0
            for digit in name.dropFirst("BLOCK SEXTANT-".count) {
                guard let number = digit.wholeNumberValue, (1...6).contains(number) else { return nil }
                pattern |= 1 << (number - 1)
            }
            return pattern
        }
        return nil
    }
}
