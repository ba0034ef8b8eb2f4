import TextUI

/// The one place the tool asks movies to draw a poster: `BlockImage`, the
/// app's character-cell renderer, in 24-bit colour.
enum MoviesPosterRenderer {
    /// How movies draws, for the heading of the figures.
    static let summary = "BlockImage (24-bit colour) for each class, "
        + "given the picture with its rows repeated to the grid's shape, as chafa stretches it"

    /// What the table says draws each class.
    static func renderer(for symbols: SymbolClass) -> String? {
        "BlockImage .\(symbols.rawValue)"
    }

    /// The cells movies draws for `picture` over the whole of `grid`.
    static func draw(_ picture: TestPicture, symbols: SymbolClass, grid: CellGrid) -> ScreenBuffer? {
        let stretched = stretchedPixels(of: picture, toShapeOf: grid)
        var buffer = ScreenBuffer(size: Size(width: grid.columns, height: grid.rows))
        let blockSymbols: BlockSymbols = switch symbols {
        case .half: .half
        case .quadrant: .quadrant
        case .sextant: .sextant
        }
        BlockImage(width: stretched.width, height: stretched.height, pixels: stretched.pixels, symbols: blockSymbols)
            .draw(into: &buffer, in: buffer.bounds)
        return buffer
    }

    /// chafa is told to `--stretch` the picture over the grid; BlockImage
    /// keeps a picture's shape with pixels half a cell tall. So the picture
    /// is handed over with its rows (or columns) repeated to the grid's
    /// shape, which changes no average: a 2:3 picture at 30×45 cells
    /// (60×90 half-cells wide and tall, 1:3) goes in as 400×1200 for 400×600.
    static func stretchedPixels(of picture: TestPicture, toShapeOf grid: CellGrid) -> TestPicture {
        let targetShape = Double(grid.columns) / Double(grid.rows * 2)
        var best = (across: 1, down: 1, error: Double.infinity)
        for across in 1...8 {
            for down in 1...8 {
                let shape = Double(picture.width * across) / Double(picture.height * down)
                let error = abs(shape / targetShape - 1)
                if error < best.error - 1e-12 { best = (across, down, error) }
            }
        }
        guard best.across > 1 || best.down > 1 else { return picture }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(picture.pixels.count * best.across * best.down)
        for y in 0..<picture.height {
            var row: [UInt8] = []
            row.reserveCapacity(picture.width * 3 * best.across)
            for x in 0..<picture.width {
                let pixel = picture.pixels[(y * picture.width + x) * 3..<(y * picture.width + x + 1) * 3]
                for _ in 0..<best.across { row.append(contentsOf: pixel) }
            }
            for _ in 0..<best.down { pixels.append(contentsOf: row) }
        }
        return TestPicture(name: picture.name, width: picture.width * best.across, height: picture.height * best.down, pixels: pixels)
    }
}
