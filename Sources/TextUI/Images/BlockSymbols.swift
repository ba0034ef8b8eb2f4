/// The block characters a `BlockImage` draws with. Each class splits a cell
/// into a grid of sub-cells; a character paints some of them with the
/// foreground colour and the rest with the background colour.
public enum BlockSymbols: Hashable, Sendable, CaseIterable {
    /// The half blocks "▀▄▌▐" with "█" and the space: a cell split in two,
    /// across or down. Every terminal font has them.
    case half
    /// The quadrant blocks "▘▝▀▖▌▞▛▗▚▐▜▄▙▟█" and the space: two across, two down.
    case quadrant
    /// The sextant blocks of Symbols for Legacy Computing (U+1FB00–U+1FB3B)
    /// with "▌", "▐", "█" and the space: two across, three down. Needs a font
    /// (or a terminal that draws block characters itself) that has them.
    case sextant

    /// Sub-cells across one cell.
    var columns: Int { 2 }

    /// Sub-cells down one cell. The half blocks use the quadrants' grid and
    /// only its two splits in halves.
    var rows: Int {
        switch self {
        case .half, .quadrant: 2
        case .sextant: 3
        }
    }

    /// Sub-cells in one cell.
    var subCellCount: Int { columns * rows }

    /// Samples down each sub-cell: the picture is resized in linear light to
    /// a grid of 2 × 6 samples per cell, fine enough for every class, and a
    /// sub-cell's colour is the mean of its samples' sRGB-encoded values,
    /// which keeps closer to how each part of it looks than one linear mean
    /// (a lone star does not light up its whole sub-cell).
    var samplesDown: Int { 6 / rows }

    /// The two-colour splits a cell can show, each once: as the mask whose
    /// foreground holds sub-cell 0 (bit 0, the top left), since a pattern and
    /// its complement are the same split with the colours swapped.
    var splits: [Int] {
        switch self {
        case .half: [0b0011, 0b0101]
        case .quadrant, .sextant: Array(stride(from: 1, to: (1 << subCellCount) - 1, by: 2))
        }
    }

    /// The character that paints in the foreground exactly the sub-cells set
    /// in `mask`, where bit `row * columns + column` stands for a sub-cell
    /// (rows from the top, columns from the left); the space for no bit, the
    /// full block for all of them. Masks that are not splits of the class
    /// (or their complements) have no character of their own.
    func glyph(forMask mask: Int) -> String {
        switch self {
        case .half, .quadrant: Self.quadrantGlyphs[mask & 0b1111]
        case .sextant: Self.sextantGlyphs[mask & 0b11_1111]
        }
    }

    /// Bit 0 upper left, 1 upper right, 2 lower left, 3 lower right.
    private static let quadrantGlyphs = [
        " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛",
        "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
    ]

    /// Bit k is sextant k + 1 of the Unicode names ("BLOCK SEXTANT-135"):
    /// 1 and 2 the top row, 3 and 4 the middle, 5 and 6 the bottom. The block
    /// runs through the 64 patterns in order, leaving out the four that
    /// existed before it: none, the left column (▌), the right column (▐), all (█).
    private static let sextantGlyphs: [String] = (0..<64).map { mask in
        switch mask {
        case 0: return " "
        case 0b01_0101: return "▌"
        case 0b10_1010: return "▐"
        case 0b11_1111: return "█"
        default:
            let skipped = (mask > 0b01_0101 ? 1 : 0) + (mask > 0b10_1010 ? 1 : 0)
            let scalar = Unicode.Scalar(UInt32(0x1FB00 + mask - 1 - skipped)) ?? " "
            return String(Character(scalar))
        }
    }
}
