/// Resizes RGB pixels by averaging the source pixels each new pixel covers.
enum BoxFilter {
    /// `pixels` (`width * height` RGB triples, row-major) resized to
    /// `targetWidth` × `targetHeight`; both targets must be positive and the
    /// source must hold as many bytes as its size says.
    static func resize(
        _ pixels: [UInt8],
        width: Int,
        height: Int,
        toWidth targetWidth: Int,
        height targetHeight: Int
    ) -> [UInt8] {
        let columns = boxes(from: width, to: targetWidth)
        let rows = boxes(from: height, to: targetHeight)
        var result = [UInt8](repeating: 0, count: targetWidth * targetHeight * 3)
        var target = 0
        for row in rows {
            for column in columns {
                var red = 0
                var green = 0
                var blue = 0
                for y in row {
                    var offset = (y * width + column.lowerBound) * 3
                    for _ in column {
                        red += Int(pixels[offset])
                        green += Int(pixels[offset + 1])
                        blue += Int(pixels[offset + 2])
                        offset += 3
                    }
                }
                let count = row.count * column.count
                result[target] = UInt8(clamping: (red + count / 2) / count)
                result[target + 1] = UInt8(clamping: (green + count / 2) / count)
                result[target + 2] = UInt8(clamping: (blue + count / 2) / count)
                target += 3
            }
        }
        return result
    }

    /// The never-empty source range behind each of `target` positions.
    private static func boxes(from source: Int, to target: Int) -> [Range<Int>] {
        (0..<target).map { index in
            let start = min(index * source / target, source - 1)
            let end = max(start + 1, (index + 1) * source / target)
            return start..<end
        }
    }
}
