/// A film's poster as plain pixels, ready to be drawn however a screen can.
public struct PosterImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 3` bytes: red, green and blue of each pixel, row by row
    /// from the top-left.
    public let pixels: [UInt8]

    /// - Returns: `nil` unless `pixels` holds exactly `width * height` RGB pixels
    ///   and both dimensions are positive.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0,
              case let (count, overflow) = width.multipliedReportingOverflow(by: height), !overflow,
              count.multipliedReportingOverflow(by: 3) == (pixels.count, false)
        else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }
}
