/// A picture drawn with "▀" cells: the foreground colour paints the upper
/// pixel and the background colour the lower one, so each cell shows one
/// pixel across and two down, which makes the pixels about square.
///
/// The picture is scaled to fit the area with its shape kept, and drawn from
/// the area's top-left corner; `fittedSize(in:)` tells how many cells it takes,
/// for centring. Colours are 24-bit; the renderer approximates them for
/// 256- and 16-colour terminals. Without colour the cells say nothing, so
/// callers should not draw pictures then.
public struct HalfBlockImage: Drawable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height` red, green, blue triples, row by row from the top-left.
    public let pixels: [UInt8]

    /// Any values are accepted; a picture whose pixels do not match its size
    /// draws nothing.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    private var isDrawable: Bool {
        guard width > 0, height > 0,
              case let (count, overflow) = width.multipliedReportingOverflow(by: height), !overflow
        else { return false }
        return count.multipliedReportingOverflow(by: 3) == (pixels.count, false)
    }

    /// The cells the picture covers when drawn into an area of `size`.
    public func fittedSize(in size: Size) -> Size {
        let pixels = fittedPixelSize(in: size)
        return Size(width: pixels.width, height: (pixels.height + 1) / 2)
    }

    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        let target = fittedPixelSize(in: area.size)
        guard target.width > 0, target.height > 0 else { return }
        let scaled = BoxFilter.resize(pixels, width: width, height: height, toWidth: target.width, height: target.height)
        for row in 0..<(target.height + 1) / 2 {
            for column in 0..<target.width {
                let upper = Self.color(in: scaled, width: target.width, x: column, y: row * 2)
                // An odd pixel height leaves the last row's lower half to the terminal's background.
                let lower = row * 2 + 1 < target.height
                    ? Self.color(in: scaled, width: target.width, x: column, y: row * 2 + 1)
                    : .default
                let point = Point(x: area.x + column, y: area.y + row)
                buffer.write("▀", at: point, style: Style(foreground: upper, background: lower), maxWidth: 1)
            }
        }
    }

    /// The largest pixel size with the picture's shape inside `size` cells
    /// (two pixels per row); at least one pixel each way when anything fits.
    private func fittedPixelSize(in size: Size) -> Size {
        guard isDrawable, !size.isEmpty else { return .zero }
        let availableWidth = size.width
        let availableHeight = size.height * 2
        // Compare the two aspect ratios without dividing: width-bound when the
        // area is relatively taller than the picture.
        if availableWidth * height <= availableHeight * width {
            let fittedHeight = (height * availableWidth + width / 2) / width
            return Size(width: availableWidth, height: min(availableHeight, max(1, fittedHeight)))
        }
        let fittedWidth = (width * availableHeight + height / 2) / height
        return Size(width: min(availableWidth, max(1, fittedWidth)), height: availableHeight)
    }

    private static func color(in pixels: [UInt8], width: Int, x: Int, y: Int) -> TerminalColor {
        let offset = (y * width + x) * 3
        return .rgb(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2])
    }
}
