/// A picture drawn with block characters: each cell is split into sub-cells
/// (see `BlockSymbols`), and the character and its two colours are the ones
/// that show the picture's sub-cells with the least squared error.
///
/// The picture is resized once, in linear light, straight to 2 × 6 samples
/// per cell (an area-weighted box filter), so colours mix as light does and
/// detail is neither blurred twice nor rounded twice. Sub-cells and the two
/// colours of a cell are means of sRGB-encoded samples, and errors are
/// measured there too: against linear means that kept the mean CIEDE2000
/// lower on photographs, since one bright speck no longer lights up a whole
/// sub-cell. With 24-bit colour each cell gets its best two colours; with 256
/// or 16 colours the best split and palette entries are searched together and
/// each cell's error is carried on to the next cells in linear light
/// (Floyd–Steinberg between cells), so areas keep their average light, and the
/// colours are sent as palette colours, which the renderer passes on as they
/// are. With no colour nothing is drawn.
///
/// The picture is scaled to fit the area with its shape kept (cells taken to
/// be twice as tall as wide) and drawn from the area's top-left corner;
/// `fittedSize(in:)` tells how many cells it takes, for centring. A cell of
/// one colour is a space; otherwise the foreground is the colour of the cell's
/// top-left sub-cell ("▀" rather than "▄", "▌" rather than "▐").
public struct BlockImage: Drawable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height` red, green, blue triples (sRGB), row by row from the top-left.
    public let pixels: [UInt8]
    /// The characters drawn with.
    public let symbols: BlockSymbols
    /// The colours the terminal shows.
    public let colorMode: ColorMode

    /// The most cells an area counts each way: a picture wider or taller than
    /// any screen is pointless, and the arithmetic stays far from overflow.
    private static let largestSide = 1 << 14

    /// Any values are accepted; a picture whose pixels do not match its size
    /// draws nothing.
    /// - Parameter cellAspect: A cell's width over its height (the
    ///   terminal's, when it tells its cell size in pixels), which keeps the
    ///   picture's shape; about a half on most terminals.
    public init(width: Int, height: Int, pixels: [UInt8], symbols: BlockSymbols, colorMode: ColorMode = .trueColor, cellAspect: Double = 0.5) {
        self.width = width
        self.height = height
        self.pixels = pixels
        self.symbols = symbols
        self.colorMode = colorMode
        self.cellAspect = cellAspect.isFinite ? min(4, max(0.125, cellAspect)) : 0.5
    }

    /// A cell's width over its height.
    public let cellAspect: Double

    private var isDrawable: Bool {
        guard width > 0, height > 0,
              case let (count, overflow) = width.multipliedReportingOverflow(by: height), !overflow
        else { return false }
        return count.multipliedReportingOverflow(by: 3) == (pixels.count, false)
    }

    /// The cells the picture covers when drawn into an area of `size`: the
    /// largest with the picture's shape, at least one cell each way when
    /// anything fits. The same for every `symbols`.
    public func fittedSize(in size: Size) -> Size {
        guard isDrawable else { return .zero }
        let available = Size(width: min(size.width, Self.largestSide), height: min(size.height, Self.largestSide))
        guard !available.isEmpty else { return .zero }
        // Width-bound when the rows the full width needs fit.
        let rows = Double(height) * Double(available.width) * cellAspect / Double(width)
        if rows <= Double(available.height) {
            return Size(width: available.width, height: min(available.height, max(1, Int(rows.rounded()))))
        }
        let columns = Double(width) * Double(available.height) / (Double(height) * cellAspect)
        return Size(width: min(available.width, max(1, Int(columns.rounded()))), height: available.height)
    }

    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        guard colorMode != .none else { return }
        let fitted = fittedSize(in: area.size)
        // Only cells on the buffer are worked out.
        guard !fitted.isEmpty,
              let columns = Self.visible(from: area.x, count: fitted.width, limit: buffer.size.width),
              let rows = Self.visible(from: area.y, count: fitted.height, limit: buffer.size.height)
        else { return }
        let across = symbols.columns
        let down = symbols.rows
        let samplesDown = symbols.samplesDown
        let grid = pixels.withUnsafeBufferPointer { pixels in
            LinearBoxResampler.resample(
                pixels,
                width: width,
                height: height,
                targetWidth: fitted.width * across,
                targetHeight: fitted.height * down * samplesDown,
                columns: (columns.lowerBound * across)..<(columns.upperBound * across),
                rows: (rows.lowerBound * down * samplesDown)..<(rows.upperBound * down * samplesDown)
            )
        }
        var painter = BlockCellPainter(symbols: symbols, colorMode: colorMode, columnCount: columns.count)
        let gridRow = columns.count * across * 3
        let scale = 1 / Float(samplesDown)
        LinearLight.withTables { tables in
            grid.withUnsafeBufferPointer { grid in
                for (rowIndex, row) in rows.enumerated() {
                    for (columnIndex, column) in columns.enumerated() {
                        var cell = BlockCellFitter.SubCells()
                        for subRow in 0..<down {
                            for subColumn in 0..<across {
                                var red: Float = 0
                                var green: Float = 0
                                var blue: Float = 0
                                let top = (rowIndex * down + subRow) * samplesDown
                                let left = columnIndex * across + subColumn
                                for sampleRow in top..<(top + samplesDown) {
                                    let offset = sampleRow * gridRow + left * 3
                                    red += tables.encode[LinearLight.index(grid[offset])]
                                    green += tables.encode[LinearLight.index(grid[offset + 1])]
                                    blue += tables.encode[LinearLight.index(grid[offset + 2])]
                                }
                                let lane = subRow * across + subColumn
                                cell.red[lane] = red * scale
                                cell.green[lane] = green * scale
                                cell.blue[lane] = blue * scale
                            }
                        }
                        let (glyph, style) = painter.paint(cell, column: columnIndex, tables: tables)
                        buffer.write(glyph, at: Point(x: area.x + column, y: area.y + row), style: style, maxWidth: 1)
                    }
                    painter.endRow()
                }
            }
        }
    }

    /// The positions `0..<count` from `origin` that fall inside `0..<limit`,
    /// `nil` when none do; worked out so that no origin can overflow.
    private static func visible(from origin: Int, count: Int, limit: Int) -> Range<Int>? {
        guard origin < limit else { return nil }
        if origin < 0 {
            // origin + count cannot overflow: the two have opposite signs.
            guard origin + count > 0 else { return nil }
            return -origin..<min(count, limit - origin)
        }
        return 0..<min(count, limit - origin)
    }
}
