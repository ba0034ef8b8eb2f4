/// Finds the palette colour closest to a colour, by a weighted RGB distance
/// (2·ΔR² + 4·ΔG² + 3·ΔB², a cheap stand-in for how differences are seen).
///
/// The palette is kept sorted along the line it spreads most on (its first
/// principal axis, in the weighted space). A search starts where the colour
/// would sit in that order and walks outwards until the distance along the
/// line alone exceeds the best found, so a look-up touches a few dozen
/// colours rather than all 256, and still finds exactly the nearest.
struct SixelNearestColor {
    static let weights: (red: Float, green: Float, blue: Float) = (2, 4, 3)

    /// The palette sorted along `axis`, four floats a colour: its position
    /// on the axis, then red, green and blue.
    private let entries: [Float]
    /// Each sorted colour's index in the palette it was made from.
    private let paletteIndices: [Int]
    /// The unit direction of the axis in weighted space, premultiplied by
    /// the square roots of the weights so that it applies to plain RGB.
    private let axis: (red: Float, green: Float, blue: Float)

    /// - Parameter palette: RGB triples (at least one).
    init(palette: [Float]) {
        let count = palette.count / 3
        let scales = [Self.weights.red.squareRoot(), Self.weights.green.squareRoot(), Self.weights.blue.squareRoot()]
        let direction = Self.principalDirection(of: palette, count: count, scales: scales)
        let axis = (direction[0] * scales[0], direction[1] * scales[1], direction[2] * scales[2])
        let keys = (0..<count).map { palette[$0 * 3] * axis.0 + palette[$0 * 3 + 1] * axis.1 + palette[$0 * 3 + 2] * axis.2 }
        // Ties keep palette order.
        let order = (0..<count).sorted { (keys[$0], $0) < (keys[$1], $1) }
        var entries: [Float] = []
        entries.reserveCapacity(count * 4)
        for index in order {
            entries += [keys[index], palette[index * 3], palette[index * 3 + 1], palette[index * 3 + 2]]
        }
        self.axis = axis
        self.paletteIndices = order
        self.entries = entries
    }

    /// The unit direction along which the (weighted) palette varies most:
    /// the covariance matrix's leading eigenvector, by a few power steps.
    private static func principalDirection(of palette: [Float], count: Int, scales: [Float]) -> [Float] {
        guard count > 1 else { return [0, 1, 0] }
        var mean: [Double] = [0, 0, 0]
        for index in 0..<count {
            for channel in 0..<3 {
                mean[channel] += Double(palette[index * 3 + channel] * scales[channel]) / Double(count)
            }
        }
        var covariance = [Double](repeating: 0, count: 9)
        for index in 0..<count {
            let centred = (0..<3).map { Double(palette[index * 3 + $0] * scales[$0]) - mean[$0] }
            for row in 0..<3 {
                for column in 0..<3 {
                    covariance[row * 3 + column] += centred[row] * centred[column]
                }
            }
        }
        var vector: [Double] = [0.5, 0.7, 0.5]
        for _ in 0..<16 {
            let next = (0..<3).map { row in (0..<3).reduce(0) { $0 + covariance[row * 3 + $1] * vector[$1] } }
            let length = (next.reduce(0) { $0 + $1 * $1 }).squareRoot()
            guard length > 1e-12 else { return [0, 1, 0] }
            vector = next.map { $0 / length }
        }
        return vector.map(Float.init)
    }

    /// The palette index of the colour nearest to (`red`, `green`, `blue`);
    /// of equally near colours, the lowest index.
    func nearest(red: Float, green: Float, blue: Float) -> Int {
        guard !paletteIndices.isEmpty else { return 0 }
        let key = red * axis.red + green * axis.green + blue * axis.blue
        let best = entries.withUnsafeBufferPointer { entries in
            paletteIndices.withUnsafeBufferPointer { paletteIndices in
                let count = paletteIndices.count
                func distance(_ position: Int) -> Float {
                    let base = position * 4
                    let dRed = entries[base + 1] - red
                    let dGreen = entries[base + 2] - green
                    let dBlue = entries[base + 3] - blue
                    return Self.weights.red * dRed * dRed + Self.weights.green * dGreen * dGreen + Self.weights.blue * dBlue * dBlue
                }
                var best = 0
                var bestDistance = Float.greatestFiniteMagnitude
                /// Whether the walk goes on past `position`: not once the distance
                /// along the axis alone is beyond the best (equal still counts, for ties).
                func consider(_ position: Int) -> Bool {
                    let along = entries[position * 4] - key
                    guard along * along <= bestDistance else { return false }
                    let distance = distance(position)
                    if distance < bestDistance || (distance == bestDistance && paletteIndices[position] < paletteIndices[best]) {
                        bestDistance = distance
                        best = position
                    }
                    return true
                }
                // First sorted position whose key is not below the colour's.
                var low = 0
                var high = count
                while low < high {
                    let middle = (low + high) / 2
                    if entries[middle * 4] < key {
                        low = middle + 1
                    } else {
                        high = middle
                    }
                }
                var down = low - 1
                var up = low
                var goingUp = up < count
                var goingDown = down >= 0
                while goingUp || goingDown {
                    if goingUp {
                        goingUp = consider(up)
                        up += 1
                        goingUp = goingUp && up < count
                    }
                    if goingDown {
                        goingDown = consider(down)
                        down -= 1
                        goingDown = goingDown && down >= 0
                    }
                }
                return best
            }
        }
        return paletteIndices[best]
    }
}
