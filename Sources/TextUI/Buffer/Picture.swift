/// A picture to show with a terminal graphics protocol: RGB pixels and a
/// fingerprint that names it to the terminal and to the renderer's cache.
///
/// Two pictures are the same when their sizes and fingerprints are: comparing
/// every pixel on every frame would cost more than drawing them.
public struct Picture: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height` red, green, blue triples, row by row from the top-left.
    public let pixels: [UInt8]
    /// A hash of the size and of up to 4,096 pixel bytes spread over the picture.
    public let fingerprint: UInt32

    /// Any values are accepted; `isDrawable` tells whether they make a picture.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
        self.fingerprint = Self.fingerprint(width: width, height: height, pixels: pixels)
    }

    /// Whether the pixels match the size (and there are some).
    public var isDrawable: Bool {
        guard width > 0, height > 0,
              case let (count, overflow) = width.multipliedReportingOverflow(by: height), !overflow
        else { return false }
        return count.multipliedReportingOverflow(by: 3) == (pixels.count, false)
    }

    public static func == (lhs: Picture, rhs: Picture) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.fingerprint == rhs.fingerprint
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(fingerprint)
    }

    /// FNV-1a: the same on every run (Swift's `Hasher` is seeded per process,
    /// and the fingerprint becomes a kitty image id the terminal keeps).
    private static func fingerprint(width: Int, height: Int, pixels: [UInt8]) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        func mix(_ byte: UInt8) {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        for value in [width, height, pixels.count] {
            withUnsafeBytes(of: Int64(value).littleEndian) { $0.forEach(mix) }
        }
        let stride = max(1, pixels.count / 4_096)
        var index = 0
        while index < pixels.count {
            mix(pixels[index])
            index += stride
        }
        return hash
    }
}
