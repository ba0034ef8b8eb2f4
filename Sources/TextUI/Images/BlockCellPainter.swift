/// Turns each cell's sub-cells into a character and its two colours, in the
/// colours the terminal has. Cells come row by row, left to right, since
/// with a palette each cell's error is carried on to the cells after it.
struct BlockCellPainter {
    private let symbols: BlockSymbols
    private let fitter: BlockCellFitter
    /// The palette to dither to; `nil` with 24-bit colour.
    private let palette: BlockPalette?
    /// Error in linear light carried to the cells of this row and of the
    /// next (Floyd–Steinberg between cells), indexed by column, with a spare
    /// column on each side so that the edges need no test.
    private var errors: [SIMD3<Float>]
    private var nextErrors: [SIMD3<Float>]

    /// - Parameters:
    ///   - colorMode: `.trueColor` paints the best colours as they are;
    ///     `.ansi256` and `.ansi16` dither to the palette. (`.none` is not drawn.)
    ///   - columnCount: Cells in a row.
    init(symbols: BlockSymbols, colorMode: ColorMode, columnCount: Int) {
        self.symbols = symbols
        fitter = BlockCellFitter(symbols: symbols)
        switch colorMode {
        case .trueColor, .none: palette = nil
        case .ansi256: palette = .xterm256
        case .ansi16: palette = .basic16
        }
        let carried = palette == nil ? 0 : columnCount + 2
        errors = Array(repeating: .zero, count: carried)
        nextErrors = errors
    }

    /// The character and style for the cell in `column` (counted from 0)
    /// of the current row, from its sub-cells' sRGB-encoded values (0…255).
    mutating func paint(_ cell: BlockCellFitter.SubCells, column: Int, tables: LinearLight.Tables) -> (String, Style) {
        guard let palette else { return paintTrueColor(cell) }
        return paintDithered(cell, column: column, palette: palette, tables: tables)
    }

    /// Moves on to the next row of cells.
    mutating func endRow() {
        guard palette != nil else { return }
        swap(&errors, &nextErrors)
        for index in nextErrors.indices { nextErrors[index] = .zero }
    }

    private func paintTrueColor(_ cell: BlockCellFitter.SubCells) -> (String, Style) {
        let fit = fitter.fit(cell)
        let background = Self.rgb(fit.background)
        let foreground = Self.rgb(fit.foreground)
        // Two colours that round to the same bytes are one colour: a space.
        if fit.mask == 0 || foreground == background {
            return (" ", Style(foreground: background, background: background))
        }
        return (symbols.glyph(forMask: fit.mask), Style(foreground: foreground, background: background))
    }

    /// Error diffusion in linear light, so that a dithered area averages to
    /// the light of the picture. The error carried is the cell's mean: shared
    /// out sub-cell by sub-cell it would also steer which pattern the next
    /// cells take, and show as speckle.
    private mutating func paintDithered(
        _ cell: BlockCellFitter.SubCells,
        column: Int,
        palette: BlockPalette,
        tables: LinearLight.Tables
    ) -> (String, Style) {
        let slot = column + 1
        let carried = errors[slot]
        var target = BlockCellFitter.SubCells()
        var linearTotal = SIMD3<Float>.zero
        let count = symbols.subCellCount
        for lane in 0..<count {
            // Clamped so that error piling up at a picture's extremes cannot
            // swing back as a streak of the opposite colour.
            let red = Self.unit(LinearLight.linear(ofEncoded: cell.red[lane], table: tables.decode) + carried.x)
            let green = Self.unit(LinearLight.linear(ofEncoded: cell.green[lane], table: tables.decode) + carried.y)
            let blue = Self.unit(LinearLight.linear(ofEncoded: cell.blue[lane], table: tables.decode) + carried.z)
            linearTotal += SIMD3(red, green, blue)
            target.red[lane] = tables.encode[LinearLight.index(red)]
            target.green[lane] = tables.encode[LinearLight.index(green)]
            target.blue[lane] = tables.encode[LinearLight.index(blue)]
        }
        let (mask, front, back) = fitter.fit(target, palette: palette)
        let frontCount = Float(mask.nonzeroBitCount)
        let shown = frontCount * palette.color(front) + (Float(count) - frontCount) * palette.color(back)
        let residual = (linearTotal - shown) / Float(count)
        errors[slot + 1] += residual * (7 / 16)
        nextErrors[slot - 1] += residual * (3 / 16)
        nextErrors[slot] += residual * (5 / 16)
        nextErrors[slot + 1] += residual * (1 / 16)
        let background = palette.terminalColor(back)
        if mask == 0 {
            return (" ", Style(foreground: background, background: background))
        }
        return (symbols.glyph(forMask: mask), Style(foreground: palette.terminalColor(front), background: background))
    }

    @inline(__always)
    private static func unit(_ value: Float) -> Float {
        value > 0 ? min(value, 1) : 0
    }

    private static func rgb(_ color: SIMD3<Float>) -> TerminalColor {
        .rgb(red: byte(color.x), green: byte(color.y), blue: byte(color.z))
    }

    private static func byte(_ value: Float) -> UInt8 {
        UInt8(value > 0 ? min(value, 255) + 0.5 : 0)
    }
}
