#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Resizes RGB pixels with an area-weighted box filter in linear light: each
/// new pixel is the average of the source area it covers, partly covered
/// source pixels counting by the part they contribute, averaged as light
/// adds up rather than as sRGB numbers (which darkens fine detail).
///
/// Sixel pictures are drawn pixel for pixel, so they are made at the size
/// they take on screen; the kitty and iTerm2 encoders can be given pictures
/// resized with it too.
public enum SixelResampler {
    /// `pixels` resized to `targetWidth` × `targetHeight`.
    /// - Parameters:
    ///   - width: Width in pixels.
    ///   - height: Height in pixels.
    ///   - pixels: `width * height` red, green, blue triples, row by row from the top-left.
    ///   - targetWidth: Width wanted, in pixels.
    ///   - targetHeight: Height wanted, in pixels.
    /// - Returns: `targetWidth * targetHeight` RGB triples; empty when either size is
    ///   zero, above `PNGEncoder`'s limits, or the source does not match its size.
    public static func resize(width: Int, height: Int, pixels: [UInt8], toWidth targetWidth: Int, height targetHeight: Int) -> [UInt8] {
        guard PNGEncoder.pixelCount(width: width, height: height, byteCount: pixels.count) != nil,
              let targetCount = PNGEncoder.pixelCount(width: targetWidth, height: targetHeight)
        else { return [] }
        if width == targetWidth, height == targetHeight {
            return pixels
        }
        let columns = Weights(from: width, to: targetWidth)
        let rows = Weights(from: height, to: targetHeight)
        let decode = linearValues
        // Two passes through an intermediate picture, in whichever order
        // keeps it smaller (a tall source made wide is shrunk down first):
        // at most `maximumPixelCount` pixels either way.
        let linear: [Float] = pixels.withUnsafeBufferPointer { source in
            if height * targetWidth <= targetHeight * width {
                let across = resampleAcross(source, width: width, rows: height, columns: columns) { decode[Int($0)] }
                return across.withUnsafeBufferPointer { resampleDown($0, width: targetWidth, rows: rows) { $0 } }
            }
            let down = resampleDown(source, width: width, rows: rows) { decode[Int($0)] }
            return down.withUnsafeBufferPointer { resampleAcross($0, width: width, rows: targetHeight, columns: columns) { $0 } }
        }
        let encode = srgbValues
        let scale = Float(encode.count - 1)
        var result = [UInt8](repeating: 0, count: targetCount * 3)
        for index in result.indices {
            result[index] = encode[Int(min(max(linear[index], 0), 1) * scale + 0.5)]
        }
        return result
    }

    /// Each of `rows` rows of `width` RGB pixels resampled to the targets of `columns`.
    private static func resampleAcross<Value>(
        _ source: UnsafeBufferPointer<Value>,
        width: Int,
        rows: Int,
        columns: Weights,
        linear: (Value) -> Float
    ) -> [Float] {
        let targetWidth = columns.targetCount
        var result = [Float](repeating: 0, count: rows * targetWidth * 3)
        result.withUnsafeMutableBufferPointer { result in
            for y in 0..<rows {
                let sourceRow = y * width * 3
                let targetRow = y * targetWidth * 3
                for x in 0..<targetWidth {
                    var red: Float = 0
                    var green: Float = 0
                    var blue: Float = 0
                    for tap in columns.taps(of: x) {
                        let offset = sourceRow + tap.index * 3
                        red += linear(source[offset]) * tap.weight
                        green += linear(source[offset + 1]) * tap.weight
                        blue += linear(source[offset + 2]) * tap.weight
                    }
                    result[targetRow + x * 3] = red
                    result[targetRow + x * 3 + 1] = green
                    result[targetRow + x * 3 + 2] = blue
                }
            }
        }
        return result
    }

    /// Rows of `width` RGB pixels resampled to the target rows of `rows`.
    private static func resampleDown<Value>(
        _ source: UnsafeBufferPointer<Value>,
        width: Int,
        rows: Weights,
        linear: (Value) -> Float
    ) -> [Float] {
        let stride = width * 3
        var result = [Float](repeating: 0, count: rows.targetCount * stride)
        result.withUnsafeMutableBufferPointer { result in
            for y in 0..<rows.targetCount {
                let targetRow = y * stride
                for tap in rows.taps(of: y) {
                    let sourceRow = tap.index * stride
                    for index in 0..<stride {
                        result[targetRow + index] += linear(source[sourceRow + index]) * tap.weight
                    }
                }
            }
        }
        return result
    }

    /// Linear light (0...1) of each sRGB byte.
    private static let linearValues: [Float] = (0..<256).map { value in
        let encoded = Double(value) / 255
        return Float(encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4))
    }

    /// The sRGB byte of linear light sampled at 65,536 steps: fine enough
    /// that every byte survives a round trip, dark ones included.
    private static let srgbValues: [UInt8] = (0..<65_536).map { step in
        let linear = Double(step) / 65_535
        let encoded = linear <= 0.003_130_8 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
        return UInt8(min(max(encoded * 255 + 0.5, 0), 255))
    }

    /// For each target position, the source positions it covers and the
    /// share of each (summing to one).
    private struct Weights {
        struct Tap {
            let index: Int
            let weight: Float
        }

        private var taps: [Tap] = []
        private var starts: [Int] = []
        /// How many target positions there are.
        var targetCount: Int { starts.count - 1 }

        init(from source: Int, to target: Int) {
            // Work in units of 1/target of a source pixel, so that the
            // boundaries are exact integers: target position i covers
            // [i * source, (i + 1) * source).
            starts.reserveCapacity(target + 1)
            for position in 0..<target {
                starts.append(taps.count)
                let low = position * source
                let high = low + source
                var index = low / target
                while index * target < high {
                    let covered = min(high, (index + 1) * target) - max(low, index * target)
                    if covered > 0 {
                        taps.append(Tap(index: index, weight: Float(covered) / Float(source)))
                    }
                    index += 1
                }
            }
            starts.append(taps.count)
        }

        func taps(of position: Int) -> ArraySlice<Tap> {
            taps[starts[position]..<starts[position + 1]]
        }
    }
}
