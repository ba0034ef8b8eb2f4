/// Encodes RGB pixels as a PNG file: 8 bits a channel, no alpha, no
/// interlacing, each row filtered with whichever of the five PNG filters
/// leaves the smallest residuals, then deflated with zlib.
///
/// iTerm2's inline images need an image file, and the kitty protocol takes
/// PNG (`f=100`) as well as raw pixels.
public enum PNGEncoder {
    /// The widest or tallest picture any encoder in this folder accepts; far
    /// beyond a poster, small enough that sizes never overflow.
    public static let maximumSide = 16_384
    /// The most pixels any encoder in this folder accepts (64 MB of RGB).
    public static let maximumPixelCount = 1 << 24

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG file of a picture.
    /// - Parameters:
    ///   - width: Width in pixels.
    ///   - height: Height in pixels.
    ///   - pixels: `width * height` red, green, blue triples, row by row from the top-left.
    /// - Returns: The file's bytes; empty when the size is zero, above the limits, or does
    ///   not match `pixels`.
    public static func encode(width: Int, height: Int, pixels: [UInt8]) -> [UInt8] {
        guard pixelCount(width: width, height: height, byteCount: pixels.count) != nil,
              let data = PNGZlib.compress(filteredRows(width: width, height: height, pixels: pixels))
        else { return [] }
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        // Bit depth 8, colour type 2 (RGB), deflate, adaptive filtering, no interlace.
        header += [8, 2, 0, 0, 0]
        var file = signature
        file.reserveCapacity(signature.count + header.count + data.count + 3 * 12)
        appendChunk("IHDR", header, to: &file)
        appendChunk("IDAT", data, to: &file)
        appendChunk("IEND", [], to: &file)
        return file
    }

    /// `width * height` when the picture is one the encoders take: both
    /// sides positive and within `maximumSide`, at most `maximumPixelCount`
    /// pixels, and three bytes a pixel in `byteCount`; otherwise `nil`.
    static func pixelCount(width: Int, height: Int, byteCount: Int) -> Int? {
        guard let count = pixelCount(width: width, height: height), byteCount == count * 3 else { return nil }
        return count
    }

    /// `width * height` when both sides are positive and within
    /// `maximumSide` and the product within `maximumPixelCount`; otherwise
    /// `nil`. Checked before anything multiplies them.
    static func pixelCount(width: Int, height: Int) -> Int? {
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else { return nil }
        let count = width * height
        return count <= maximumPixelCount ? count : nil
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        file.appendBigEndian(UInt32(data.count))
        let typeStart = file.count
        file += Array(type.utf8)
        file += data
        file.appendBigEndian(PNGZlib.crc32(file[typeStart...]))
    }

    /// The rows as PNG stores them: a filter type byte, then the row's bytes
    /// with that filter applied. The filter is chosen per row by the usual
    /// heuristic, the least sum of residuals read as signed bytes.
    private static func filteredRows(width: Int, height: Int, pixels: [UInt8]) -> [UInt8] {
        let stride = width * 3
        var output = [UInt8]()
        output.reserveCapacity((stride + 1) * height)
        var candidates = [[UInt8]](repeating: [UInt8](repeating: 0, count: stride), count: 5)
        let zeros = [UInt8](repeating: 0, count: stride)
        pixels.withUnsafeBufferPointer { source in
            zeros.withUnsafeBufferPointer { zeroRow in
                for y in 0..<height {
                    // Unsafe rebasing keeps the inner loops free of bounds checks on a
                    // few million bytes; every index stays below `stride` by construction.
                    let row = UnsafeBufferPointer(rebasing: source[(y * stride)..<((y + 1) * stride)])
                    let above = y > 0 ? UnsafeBufferPointer(rebasing: source[((y - 1) * stride)..<(y * stride)]) : zeroRow
                    var best = 0
                    var bestScore = Int.max
                    for filter in 0..<5 {
                        let score = candidates[filter].withUnsafeMutableBufferPointer { target in
                            apply(filter: filter, row: row, above: above, into: target)
                        }
                        if score < bestScore {
                            best = filter
                            bestScore = score
                        }
                    }
                    output.append(UInt8(best))
                    output += candidates[best]
                }
            }
        }
        return output
    }

    /// Writes `row` filtered with PNG filter `filter` (0 none, 1 sub, 2 up,
    /// 3 average, 4 Paeth) and returns the sum of the residuals' magnitudes.
    private static func apply(
        filter: Int,
        row: UnsafeBufferPointer<UInt8>,
        above: UnsafeBufferPointer<UInt8>,
        into target: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        var score = 0
        for index in 0..<row.count {
            let left = index >= 3 ? Int(row[index - 3]) : 0
            let up = Int(above[index])
            let upperLeft = index >= 3 ? Int(above[index - 3]) : 0
            let predictor: Int
            switch filter {
            case 1: predictor = left
            case 2: predictor = up
            case 3: predictor = (left + up) / 2
            case 4: predictor = paeth(left: left, up: up, upperLeft: upperLeft)
            default: predictor = 0
            }
            let residual = UInt8(truncatingIfNeeded: Int(row[index]) - predictor)
            target[index] = residual
            score += Int(Int8(bitPattern: residual).magnitude)
        }
        return score
    }

    /// The Paeth predictor of the PNG specification: whichever neighbour is
    /// closest to left + up − upper-left, ties going left, then up.
    private static func paeth(left: Int, up: Int, upperLeft: Int) -> Int {
        let estimate = left + up - upperLeft
        let toLeft = abs(estimate - left)
        let toUp = abs(estimate - up)
        let toUpperLeft = abs(estimate - upperLeft)
        if toLeft <= toUp, toLeft <= toUpperLeft { return left }
        return toUp <= toUpperLeft ? up : upperLeft
    }
}

private extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)])
    }
}
