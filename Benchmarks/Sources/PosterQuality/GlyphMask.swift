/// Which of a cell's 2 × 6 sub-pixels a block glyph paints in the foreground
/// colour: bit `row * 2 + column`, rows from the top, columns from the left.
///
/// Covers space and the full block, the half blocks (`▀▄▌▐`), the ten
/// quadrant glyphs and the sixty sextants (U+1FB00–1FB3B), the glyphs the
/// three symbol classes are drawn with; `nil` for anything else.
enum GlyphMask {
    static let full: UInt16 = 0xFFF

    static func mask(of glyph: Unicode.Scalar) -> UInt16? {
        switch glyph.value {
        case 0x20: return 0
        case 0x2588: return full
        case 0x2580: return rows(0..<3, pair: 0b11)
        case 0x2584: return rows(3..<6, pair: 0b11)
        case 0x258C: return column(0)
        case 0x2590: return column(1)
        case 0x2596: return quadrants(bottomLeft: true)
        case 0x2597: return quadrants(bottomRight: true)
        case 0x2598: return quadrants(topLeft: true)
        case 0x259D: return quadrants(topRight: true)
        case 0x2599: return quadrants(topLeft: true, bottomLeft: true, bottomRight: true)
        case 0x259A: return quadrants(topLeft: true, bottomRight: true)
        case 0x259B: return quadrants(topLeft: true, topRight: true, bottomLeft: true)
        case 0x259C: return quadrants(topLeft: true, topRight: true, bottomRight: true)
        case 0x259E: return quadrants(topRight: true, bottomLeft: true)
        case 0x259F: return quadrants(topRight: true, bottomLeft: true, bottomRight: true)
        case 0x1FB00...0x1FB3B: return sextant(Int(glyph.value - 0x1FB00))
        default: return nil
        }
    }

    /// Sextants are numbered by their six-bit pattern (bit 0 top-left, bit 1
    /// top-right, then the middle and bottom rows), leaving out the four
    /// patterns older blocks already draw: empty, left half (21), right half
    /// (42) and full.
    private static func sextant(_ index: Int) -> UInt16 {
        var pattern = index + 1
        if pattern >= 21 { pattern += 1 }
        if pattern >= 42 { pattern += 1 }
        var mask: UInt16 = 0
        for third in 0..<3 {
            let pair = UInt16((pattern >> (third * 2)) & 0b11)
            // A third of the cell is two sub-pixel rows.
            mask |= pair << (third * 4) | pair << (third * 4 + 2)
        }
        return mask
    }

    private static func quadrants(
        topLeft: Bool = false, topRight: Bool = false, bottomLeft: Bool = false, bottomRight: Bool = false
    ) -> UInt16 {
        let top = UInt16((topLeft ? 1 : 0) | (topRight ? 2 : 0))
        let bottom = UInt16((bottomLeft ? 1 : 0) | (bottomRight ? 2 : 0))
        return rows(0..<3, pair: top) | rows(3..<6, pair: bottom)
    }

    private static func column(_ index: Int) -> UInt16 {
        rows(0..<6, pair: UInt16(1 << index))
    }

    private static func rows(_ range: Range<Int>, pair: UInt16) -> UInt16 {
        range.reduce(0) { $0 | pair << ($1 * 2) }
    }
}
