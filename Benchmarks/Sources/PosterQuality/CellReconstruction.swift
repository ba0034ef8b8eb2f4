/// The picture a grid of cells shows, on the sub-cell grid: each sub-pixel
/// takes the foreground colour where the glyph covers it and the background
/// colour elsewhere.
enum CellReconstruction {
    enum Failure: Error, CustomStringConvertible {
        case wrongSize(columns: Int, rows: Int, expected: CellGrid)
        case unknownGlyph(Unicode.Scalar)

        var description: String {
            switch self {
            case let .wrongSize(columns, rows, expected):
                "the cells cover \(columns)×\(rows) instead of \(expected.columns)×\(expected.rows)"
            case let .unknownGlyph(glyph):
                "the glyph \(String(glyph)) (U+\(String(glyph.value, radix: 16, uppercase: true))) is none of the block glyphs this tool knows"
            }
        }
    }

    struct Result {
        /// `grid.subWidth * grid.subHeight` colours, row by row.
        let subpixels: [RGBColor]
        /// Cells that left a colour to the terminal (see `CellColor.assumedColor`).
        let cellsWithTerminalColors: Int
    }

    static func subpixels(of rows: [[DrawnCell]], grid: CellGrid) throws(Failure) -> Result {
        let widest = rows.map(\.count).max() ?? 0
        guard rows.count == grid.rows, rows.allSatisfy({ $0.count == grid.columns }) else {
            throw .wrongSize(columns: widest, rows: rows.count, expected: grid)
        }
        var subpixels = [RGBColor](repeating: RGBColor(red: 0, green: 0, blue: 0), count: grid.subWidth * grid.subHeight)
        var defaults = 0
        for (row, cells) in rows.enumerated() {
            for (column, cell) in cells.enumerated() {
                guard let mask = GlyphMask.mask(of: cell.glyph) else { throw .unknownGlyph(cell.glyph) }
                // Only the colours a glyph actually shows count as terminal defaults.
                let showsForeground = mask != 0
                let showsBackground = mask != GlyphMask.full
                if (showsForeground && cell.foreground.isTerminalDefault) || (showsBackground && cell.background.isTerminalDefault) {
                    defaults += 1
                }
                let foreground = cell.foreground.assumedColor
                let background = cell.background.assumedColor
                for subRow in 0..<CellGrid.subRowsPerCell {
                    for subColumn in 0..<CellGrid.subColumnsPerCell {
                        let bit = subRow * CellGrid.subColumnsPerCell + subColumn
                        let y = row * CellGrid.subRowsPerCell + subRow
                        let x = column * CellGrid.subColumnsPerCell + subColumn
                        subpixels[y * grid.subWidth + x] = mask & (1 << bit) != 0 ? foreground : background
                    }
                }
            }
        }
        return Result(subpixels: subpixels, cellsWithTerminalColors: defaults)
    }
}
