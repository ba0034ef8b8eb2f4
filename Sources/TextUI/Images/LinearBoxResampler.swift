/// Resizes sRGB pixels straight to linear-light ones with an area-weighted
/// box filter: each new pixel is the mean, in linear light, of the source
/// area it covers, partly covered source pixels counting by the part covered.
///
/// One step from the source to the size wanted: resizing twice (to cells,
/// then to sub-cells) would blur twice and round twice.
enum LinearBoxResampler {
    /// The source pixels each target position takes, with their weights
    /// (which add up to 1 for each target).
    struct Taps {
        /// For each target position, its first source position.
        var first: [Int] = []
        /// For each target position, where its weights start in `weights`;
        /// one extra entry marks the end of the last.
        var offsets: [Int] = [0]
        var weights: [Float] = []

        /// The taps of target positions `range` out of `target` spread over
        /// `source` positions; both counts must be positive.
        init(source: Int, target: Int, range: Range<Int>) {
            first.reserveCapacity(range.count)
            offsets.reserveCapacity(range.count + 1)
            weights.reserveCapacity(range.count * (source / target + 2))
            // In units of 1/target of a source pixel, target i covers
            // [i * source, (i + 1) * source) and source j covers [j * target, (j + 1) * target).
            let scale = 1 / Float(source)
            for index in range {
                let start = index * source
                let end = start + source
                let firstSource = start / target
                let lastSource = (end - 1) / target
                first.append(firstSource)
                for sourceIndex in firstSource...lastSource {
                    let overlap = min(end, (sourceIndex + 1) * target) - max(start, sourceIndex * target)
                    weights.append(Float(overlap) * scale)
                }
                offsets.append(weights.count)
            }
        }
    }

    /// Columns `columns` and rows `rows` of `pixels` (`width * height` sRGB
    /// triples, row-major, as many as the size says) resized to `targetWidth` ×
    /// `targetHeight`: linear-light red, green, blue floats, row-major, for
    /// those columns and rows only. Sizes must be positive and the ranges
    /// inside the target.
    static func resample(
        _ pixels: UnsafeBufferPointer<UInt8>,
        width: Int,
        height: Int,
        targetWidth: Int,
        targetHeight: Int,
        columns: Range<Int>,
        rows: Range<Int>
    ) -> [Float] {
        let horizontal = Taps(source: width, target: targetWidth, range: columns)
        let vertical = Taps(source: height, target: targetHeight, range: rows)
        guard !columns.isEmpty, !rows.isEmpty else { return [] }
        // The source rows the target rows reach, each resized across first.
        let sourceRows = (rows.lowerBound * height / targetHeight)...((rows.upperBound * height - 1) / targetHeight)
        let columnCount = columns.count
        var across = [Float](repeating: 0, count: sourceRows.count * columnCount * 3)
        LinearLight.decodeTable.withUnsafeBufferPointer { decode in
            horizontal.first.withUnsafeBufferPointer { first in
                horizontal.offsets.withUnsafeBufferPointer { offsets in
                    horizontal.weights.withUnsafeBufferPointer { weights in
                        across.withUnsafeMutableBufferPointer { across in
                            var output = 0
                            for sourceRow in sourceRows {
                                let rowStart = sourceRow * width * 3
                                for column in 0..<columnCount {
                                    var red: Float = 0
                                    var green: Float = 0
                                    var blue: Float = 0
                                    var input = rowStart + first[column] * 3
                                    for tap in offsets[column]..<offsets[column + 1] {
                                        let weight = weights[tap]
                                        red += weight * decode[Int(pixels[input])]
                                        green += weight * decode[Int(pixels[input + 1])]
                                        blue += weight * decode[Int(pixels[input + 2])]
                                        input += 3
                                    }
                                    across[output] = red
                                    across[output + 1] = green
                                    across[output + 2] = blue
                                    output += 3
                                }
                            }
                        }
                    }
                }
            }
        }
        var result = [Float](repeating: 0, count: rows.count * columnCount * 3)
        let rowLength = columnCount * 3
        across.withUnsafeBufferPointer { across in
            result.withUnsafeMutableBufferPointer { result in
                for row in 0..<rows.count {
                    let output = row * rowLength
                    var input = (vertical.first[row] - sourceRows.lowerBound) * rowLength
                    for tap in vertical.offsets[row]..<vertical.offsets[row + 1] {
                        let weight = vertical.weights[tap]
                        for index in 0..<rowLength {
                            result[output + index] += weight * across[input + index]
                        }
                        input += rowLength
                    }
                }
            }
        }
        return result
    }
}
