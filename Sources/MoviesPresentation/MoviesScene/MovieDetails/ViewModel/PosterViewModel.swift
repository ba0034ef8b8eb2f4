public import MoviesDomain

/// A poster as a view draws it: plain RGB pixels, row by row from the top-left.
public struct PosterViewModel: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 3` bytes: red, green and blue of each pixel.
    public let pixels: [UInt8]

    public init(_ image: PosterImage) {
        width = image.width
        height = image.height
        pixels = image.pixels
    }
}
