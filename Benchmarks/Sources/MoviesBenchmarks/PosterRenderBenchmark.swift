import TextUI

/// A picture drawn with block characters over all of 30 × 45 cells (issue
/// #16's grid; a 185 × 555 picture has that shape with cells twice as tall
/// as wide — a w185 poster takes half as many rows, and half the time): the
/// character-cell fallback, once per class of characters, with 24-bit colour
/// and dithered to the 256-colour palette.
struct PosterRenderBenchmark {
    static let area = Size(width: 30, height: 45)
    static let pixelWidth = 185
    static let pixelHeight = 555
    /// Issue #16's budget for one poster.
    static let limit = 0.002

    struct Result {
        let symbols: BlockSymbols
        /// The cells the poster covers.
        let fitted: Size
        let trueColor: Samples
        let ansi256: Samples
    }

    func run(sampler: Sampler) -> [Result] {
        let pixels = Self.poster()
        var drawn = 0
        let results = BlockSymbols.allCases.map { symbols in
            func measure(_ mode: ColorMode) -> Samples {
                let image = BlockImage(width: Self.pixelWidth, height: Self.pixelHeight, pixels: pixels, symbols: symbols, colorMode: mode)
                return sampler.measure {
                    var buffer = ScreenBuffer(size: Self.area)
                    image.draw(into: &buffer, in: buffer.bounds)
                    drawn &+= buffer.cells.count { $0.grapheme != " " }
                }
            }
            let fitted = BlockImage(width: Self.pixelWidth, height: Self.pixelHeight, pixels: pixels, symbols: symbols).fittedSize(in: Self.area)
            return Result(symbols: symbols, fitted: fitted, trueColor: measure(.trueColor), ansi256: measure(.ansi256))
        }
        // Keeps the optimiser from dropping the drawing as unused.
        if drawn == 0 { print("no cells drawn") }
        return results
    }

    /// One row of the results table per class.
    func figures(sampler: Sampler) -> [Figure] {
        run(sampler: sampler).map { result in
            let worst = max(result.trueColor.median, result.ansi256.median)
            return Figure(
                measure: "poster render, \(result.symbols), \(result.fitted.width)×\(result.fitted.height) cells (\(Self.pixelWidth)×\(Self.pixelHeight) px)",
                figure: FigureFormat.milliseconds(result.trueColor.median)
                    + " (256 colours, dithered: \(FigureFormat.milliseconds(result.ansi256.median)))",
                target: "≤ 2 ms",
                isMet: worst <= Self.limit
            )
        }
    }

    /// A made-up poster with what makes real ones costly: smooth gradients,
    /// hard edges, fine texture, dark and bright areas. Made here, the same on
    /// every run, so the benchmark needs no picture file.
    static func poster() -> [UInt8] {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(pixelWidth * pixelHeight * 3)
        var noise: UInt32 = 0x9E37_79B9
        for y in 0..<pixelHeight {
            for x in 0..<pixelWidth {
                noise ^= noise << 13
                noise ^= noise >> 17
                noise ^= noise << 5
                let grain = Int(noise % 24) - 12
                let dx = x - 92
                let dy = y - 120
                let inDisc = dx * dx + dy * dy < 55 * 55
                let inTitle = y > 225 && y < 250 && (x / 6) % 3 != 0
                var red = 40 + x * 150 / pixelWidth
                var green = 20 + y * 120 / pixelHeight
                var blue = 90 + (x + y) % 64
                if inDisc {
                    red = 230 - dy
                    green = 170 + dx / 2
                    blue = 60
                }
                if inTitle {
                    red = 250
                    green = 245
                    blue = 235
                }
                pixels += [red, green, blue].map { UInt8(clamping: $0 + grain) }
            }
        }
        return pixels
    }
}
