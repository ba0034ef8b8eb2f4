/// Reduces a picture to a palette of at most 256 colours for sixel, keeping
/// posters recognisable.
///
/// A picture with few enough colours keeps them exactly. Otherwise the
/// palette comes from median cut refined by k-means over a 15-bit histogram
/// (each bin holding its pixels' true mean), and the picture is dithered onto
/// it with Floyd–Steinberg error diffusion in serpentine order, so gradients
/// become fine noise rather than bands.
public enum SixelQuantizer {
    /// A picture as palette indices.
    public struct Result: Sendable, Hashable {
        /// RGB triples, at most the number of colours asked for.
        public let palette: [UInt8]
        /// One palette index a pixel, row by row from the top-left.
        public let indices: [UInt8]

        /// A palette and indices made elsewhere; `SixelEncoder` checks that
        /// they fit together.
        public init(palette: [UInt8], indices: [UInt8]) {
            self.palette = palette
            self.indices = indices
        }

        /// The number of colours in `palette`.
        public var colorCount: Int { palette.count / 3 }
    }

    /// `pixels` as at most `maximumColors` colours.
    /// - Parameters:
    ///   - width: Width in pixels.
    ///   - height: Height in pixels.
    ///   - pixels: `width * height` red, green, blue triples, row by row from the top-left.
    ///   - maximumColors: Clamped to 1...256.
    /// - Returns: `nil` when the size is zero, above `PNGEncoder`'s limits, or does not
    ///   match `pixels`.
    public static func quantize(width: Int, height: Int, pixels: [UInt8], maximumColors: Int = 256) -> Result? {
        guard let count = PNGEncoder.pixelCount(width: width, height: height, byteCount: pixels.count) else { return nil }
        let limit = min(max(maximumColors, 1), 256)
        if let exact = exactColors(pixels, count: count, limit: limit) {
            return exact
        }
        let palette = SixelMedianCut.palette(for: histogram(pixels, count: count), maximumColors: limit)
        let rounded = palette.map { UInt8(min(max($0.rounded(), 0), 255)) }
        let indices = dither(pixels, width: width, height: height, palette: rounded)
        return Result(palette: rounded, indices: indices)
    }

    /// The picture's own colours, in order of first appearance, when there
    /// are at most `limit` of them.
    private static func exactColors(_ pixels: [UInt8], count: Int, limit: Int) -> Result? {
        var slots: [UInt32: UInt8] = [:]
        var palette: [UInt8] = []
        var indices = [UInt8](repeating: 0, count: count)
        var previous: (color: UInt32, slot: UInt8)?
        for pixel in 0..<count {
            let offset = pixel * 3
            let color = UInt32(pixels[offset]) << 16 | UInt32(pixels[offset + 1]) << 8 | UInt32(pixels[offset + 2])
            // Neighbours mostly share a colour: skip the dictionary then.
            if let previous, previous.color == color {
                indices[pixel] = previous.slot
                continue
            }
            let slot: UInt8
            if let known = slots[color] {
                slot = known
            } else {
                guard slots.count < limit else { return nil }
                slot = UInt8(slots.count)
                slots[color] = slot
                palette += pixels[offset..<(offset + 3)]
            }
            indices[pixel] = slot
            previous = (color, slot)
        }
        return Result(palette: palette, indices: indices)
    }

    /// Non-empty bins of 5 bits a channel, each with its pixels' mean colour.
    private static func histogram(_ pixels: [UInt8], count: Int) -> [SixelMedianCut.Entry] {
        var counts = [Int](repeating: 0, count: 1 << 15)
        var sums = [Int](repeating: 0, count: 3 << 15)
        pixels.withUnsafeBufferPointer { pixels in
            for pixel in 0..<count {
                let red = Int(pixels[pixel * 3])
                let green = Int(pixels[pixel * 3 + 1])
                let blue = Int(pixels[pixel * 3 + 2])
                let bin = (red >> 3) << 10 | (green >> 3) << 5 | blue >> 3
                counts[bin] += 1
                sums[bin * 3] += red
                sums[bin * 3 + 1] += green
                sums[bin * 3 + 2] += blue
            }
        }
        var entries: [SixelMedianCut.Entry] = []
        for bin in counts.indices where counts[bin] > 0 {
            let total = Float(counts[bin])
            entries.append(SixelMedianCut.Entry(
                red: Float(sums[bin * 3]) / total,
                green: Float(sums[bin * 3 + 1]) / total,
                blue: Float(sums[bin * 3 + 2]) / total,
                count: total
            ))
        }
        return entries
    }

    /// Floyd–Steinberg onto `palette`, left to right on even rows and right
    /// to left on odd ones (which avoids the diagonal drift of one direction).
    private static func dither(_ pixels: [UInt8], width: Int, height: Int, palette: [UInt8]) -> [UInt8] {
        let colors = palette.map(Float.init)
        let search = SixelNearestColor(palette: colors)
        var indices = [UInt8](repeating: 0, count: width * height)
        // Errors for this row and the next, one pixel of margin either side.
        var errors = [Float](repeating: 0, count: (width + 2) * 3 * 2)
        let rowLength = (width + 2) * 3
        errors.withUnsafeMutableBufferPointer { errors in
            for y in 0..<height {
                // The two halves of `errors` take turns as this row and the next.
                let current = (y % 2) * rowLength
                let next = rowLength - current
                for index in next..<(next + rowLength) {
                    errors[index] = 0
                }
                let forward = y % 2 == 0
                let step = forward ? 3 : -3
                for column in 0..<width {
                    let x = forward ? column : width - 1 - column
                    let offset = (y * width + x) * 3
                    let slot = (x + 1) * 3
                    let red = min(max(Float(pixels[offset]) + errors[current + slot], 0), 255)
                    let green = min(max(Float(pixels[offset + 1]) + errors[current + slot + 1], 0), 255)
                    let blue = min(max(Float(pixels[offset + 2]) + errors[current + slot + 2], 0), 255)
                    let chosen = search.nearest(red: red, green: green, blue: blue)
                    indices[y * width + x] = UInt8(chosen)
                    let redError = red - colors[chosen * 3]
                    let greenError = green - colors[chosen * 3 + 1]
                    let blueError = blue - colors[chosen * 3 + 2]
                    for (target, weight) in [(current + slot + step, Float(7) / 16), (next + slot - step, 3 / 16), (next + slot, 5 / 16), (next + slot + step, 1 / 16)] {
                        errors[target] += redError * weight
                        errors[target + 1] += greenError * weight
                        errors[target + 2] += blueError * weight
                    }
                }
            }
        }
        return indices
    }
}
