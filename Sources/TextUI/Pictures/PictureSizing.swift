/// Shrinks a picture to the pixels it will cover before it is encoded: a
/// poster bigger than its cells would only make more bytes for the terminal
/// to throw away. A smaller one is sent as it is; the terminal scales it up.
enum PictureSizing {
    /// The most pixels a picture is sent at, each way. A sixel is encoded at
    /// the size of its cells, so without a bound a large area of large cells
    /// (1000 columns of 256 pixels) would take minutes and gigabytes; a
    /// picture that would be bigger is sent smaller, its shape kept.
    static let maximumPixelSize = Size(width: 2_048, height: 2_048)

    /// The pixels a picture over `cells` is sent at, for cells of
    /// `cellPixelSize` (each way brought into the plausible range of a cell),
    /// shrunk to fit `maximumPixelSize`.
    static func pixelSize(cells: Size, cellPixelSize: Size) -> Size {
        let widths = TerminalCapabilityProbe.plausibleCellPixelWidths
        let heights = TerminalCapabilityProbe.plausibleCellPixelHeights
        let cellWidth = min(max(cellPixelSize.width, 1), widths.upperBound)
        let cellHeight = min(max(cellPixelSize.height, 1), heights.upperBound)
        // Cells are at most `ScreenBuffer.maximumSize`: no overflow.
        let width = min(cells.width, ScreenBuffer.maximumSize.width) * cellWidth
        let height = min(cells.height, ScreenBuffer.maximumSize.height) * cellHeight
        let limit = maximumPixelSize
        guard width > limit.width || height > limit.height else { return Size(width: width, height: height) }
        let scale = min(Double(limit.width) / Double(width), Double(limit.height) / Double(height))
        return Size(width: max(1, Int(Double(width) * scale)), height: max(1, Int(Double(height) * scale)))
    }

    static func pixels(of picture: Picture, fitting size: Size) -> (width: Int, height: Int, pixels: [UInt8]) {
        guard size.width > 0, size.height > 0, picture.width > size.width || picture.height > size.height else {
            return (picture.width, picture.height, picture.pixels)
        }
        let width = min(picture.width, size.width)
        let height = min(picture.height, size.height)
        let resized = SixelResampler.resize(width: picture.width, height: picture.height, pixels: picture.pixels, toWidth: width, height: height)
        return resized.isEmpty ? (picture.width, picture.height, picture.pixels) : (width, height, resized)
    }
}
