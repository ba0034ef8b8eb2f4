/// A picture in linear light (three `Double`s per pixel, 0...1), where
/// averaging colours means averaging light, as the eye does at a distance.
struct LinearImage: Sendable {
    let width: Int
    let height: Int
    let samples: [Double]

    init(width: Int, height: Int, samples: [Double]) {
        self.width = width
        self.height = height
        self.samples = samples
    }

    init(_ picture: TestPicture) {
        self.init(width: picture.width, height: picture.height, samples: picture.pixels.map { SRGB.linearOfByte[Int($0)] })
    }

    /// The picture resized with an exact box filter: each new pixel is the
    /// mean of the area of the old picture it covers, partly covered pixels
    /// weighted by the part covered.
    func areaAveraged(toWidth targetWidth: Int, height targetHeight: Int) -> LinearImage {
        let columns = Self.weights(from: width, to: targetWidth)
        let rows = Self.weights(from: height, to: targetHeight)
        // Across first (every source row), then down.
        var across = [Double](repeating: 0, count: targetWidth * height * 3)
        for y in 0..<height {
            for (x, taps) in columns.enumerated() {
                for tap in taps {
                    let source = (y * width + tap.index) * 3
                    let target = (y * targetWidth + x) * 3
                    across[target] += samples[source] * tap.weight
                    across[target + 1] += samples[source + 1] * tap.weight
                    across[target + 2] += samples[source + 2] * tap.weight
                }
            }
        }
        var result = [Double](repeating: 0, count: targetWidth * targetHeight * 3)
        for (y, taps) in rows.enumerated() {
            for tap in taps {
                for x in 0..<targetWidth {
                    let source = (tap.index * targetWidth + x) * 3
                    let target = (y * targetWidth + x) * 3
                    result[target] += across[source] * tap.weight
                    result[target + 1] += across[source + 1] * tap.weight
                    result[target + 2] += across[source + 2] * tap.weight
                }
            }
        }
        return LinearImage(width: targetWidth, height: targetHeight, samples: result)
    }

    /// Back to 8-bit sRGB.
    func picture(named name: String) -> TestPicture {
        TestPicture(name: name, width: width, height: height, pixels: samples.map(SRGB.byte(ofLinear:)))
    }

    private struct Tap {
        let index: Int
        let weight: Double
    }

    /// For each of `target` positions, the source positions its span
    /// `[i, i + 1) * source / target` overlaps, weighted by the overlap.
    private static func weights(from source: Int, to target: Int) -> [[Tap]] {
        let scale = Double(source) / Double(target)
        return (0..<target).map { index in
            let start = Double(index) * scale
            let end = Double(index + 1) * scale
            var taps: [Tap] = []
            var position = Int(start.rounded(.down))
            while Double(position) < end, position < source {
                let overlap = min(end, Double(position + 1)) - max(start, Double(position))
                if overlap > 0 { taps.append(Tap(index: position, weight: overlap / scale)) }
                position += 1
            }
            return taps
        }
    }
}
