/// A picture as 8-bit red, green and blue samples, row by row from the top-left.
public struct RGBImage: Equatable, Sendable {
    /// Bytes per pixel: red, green, blue.
    public static let bytesPerPixel = 3

    public let width: Int
    public let height: Int
    /// `width * height * 3` bytes: the pixels of the top row left to right, then the next row.
    public let pixels: [UInt8]

    /// - Returns: `nil` when a dimension is negative or `pixels` does not hold
    ///   exactly `width * height` pixels.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0,
              case let (count, overflow) = width.multipliedReportingOverflow(by: height), !overflow,
              count.multipliedReportingOverflow(by: Self.bytesPerPixel) == (pixels.count, false)
        else { return nil }
        self.init(unchecked: width, height: height, pixels: pixels)
    }

    /// For callers that built `pixels` to match the dimensions themselves.
    init(unchecked width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The red, green and blue samples of the pixel in column `x` of row `y`,
    /// or `nil` outside the picture.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let offset = (y * width + x) * Self.bytesPerPixel
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2])
    }
}
