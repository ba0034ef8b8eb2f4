/// Chooses a palette for a colour histogram: median cut in the variance
/// form (the box with the most to gain is split, where the split leaves the
/// least squared error), then a few k-means passes that move each colour to
/// the mean of the histogram entries nearest to it.
struct SixelMedianCut {
    /// One histogram bin: the mean colour of the pixels in it and how many.
    struct Entry {
        var red: Float
        var green: Float
        var blue: Float
        var count: Float

        func value(_ channel: Int) -> Float {
            channel == 0 ? red : (channel == 1 ? green : blue)
        }
    }

    /// A run of `entries` and the best split found for it.
    private struct Box {
        var range: Range<Int>
        var axis: Int
        /// Where the box splits, in `entries` once sorted along `axis`.
        var split: Int
        /// Squared error removed by splitting there (zero when it cannot split).
        var gain: Double
    }

    private static let kMeansPasses = 4
    private static let weights: [Double] = [
        Double(SixelNearestColor.weights.red), Double(SixelNearestColor.weights.green), Double(SixelNearestColor.weights.blue),
    ]

    private var entries: [Entry]

    /// The palette for `entries` (non-empty), at most `maximumColors` RGB
    /// triples (0...255, not rounded).
    static func palette(for entries: [Entry], maximumColors: Int) -> [Float] {
        var cut = SixelMedianCut(entries: entries)
        let boxes = cut.boxes(maximumColors: maximumColors)
        var palette = boxes.flatMap { cut.mean(of: $0.range) }
        for _ in 0..<kMeansPasses {
            palette = cut.refined(palette)
        }
        return palette
    }

    private init(entries: [Entry]) {
        self.entries = entries
    }

    private mutating func boxes(maximumColors: Int) -> [Box] {
        var boxes = [makeBox(0..<entries.count)]
        while boxes.count < maximumColors {
            guard let chosen = boxes.indices.max(by: { boxes[$0].gain < boxes[$1].gain }), boxes[chosen].gain > 0 else { break }
            let box = boxes[chosen]
            sort(box.range, along: box.axis)
            boxes[chosen] = makeBox(box.range.lowerBound..<box.split)
            boxes.append(makeBox(box.split..<box.range.upperBound))
        }
        return boxes
    }

    /// A box over `range` with its best split: each axis is tried, and on
    /// each every cut point, with running sums giving both sides' error.
    private mutating func makeBox(_ range: Range<Int>) -> Box {
        var box = Box(range: range, axis: 0, split: range.lowerBound, gain: 0)
        guard range.count > 1 else { return box }
        // Running totals from the box's start: count, then per channel the
        // weighted sum and sum of squares (flat, to allocate once).
        var counts = [Double](repeating: 0, count: range.count)
        var sums = [Double](repeating: 0, count: range.count * 3)
        var squares = [Double](repeating: 0, count: range.count * 3)
        let last = range.count - 1
        for axis in 0..<3 {
            sort(range, along: axis)
            var count: Double = 0
            var sum: (Double, Double, Double) = (0, 0, 0)
            var square: (Double, Double, Double) = (0, 0, 0)
            for (position, index) in range.enumerated() {
                let entry = entries[index]
                let weight = Double(entry.count)
                let red = Double(entry.red)
                let green = Double(entry.green)
                let blue = Double(entry.blue)
                count += weight
                sum = (sum.0 + red * weight, sum.1 + green * weight, sum.2 + blue * weight)
                square = (square.0 + red * red * weight, square.1 + green * green * weight, square.2 + blue * blue * weight)
                counts[position] = count
                (sums[position * 3], sums[position * 3 + 1], sums[position * 3 + 2]) = sum
                (squares[position * 3], squares[position * 3 + 1], squares[position * 3 + 2]) = square
            }
            // The box's own error, the same whatever the order.
            var total: Double = 0
            for channel in 0..<3 {
                let sum = sums[last * 3 + channel]
                total += Self.weights[channel] * (squares[last * 3 + channel] - sum * sum / counts[last])
            }
            for cut in 1..<range.count {
                let left = cut - 1
                let leftCount = counts[left]
                let rightCount = counts[last] - leftCount
                var error: Double = 0
                for channel in 0..<3 {
                    let leftSum = sums[left * 3 + channel]
                    let rightSum = sums[last * 3 + channel] - leftSum
                    let leftSquares = squares[left * 3 + channel]
                    let rightSquares = squares[last * 3 + channel] - leftSquares
                    error += Self.weights[channel] * (leftSquares - leftSum * leftSum / leftCount + rightSquares - rightSum * rightSum / rightCount)
                }
                let gain = total - error
                if gain > box.gain {
                    box.gain = gain
                    box.axis = axis
                    box.split = range.lowerBound + cut
                }
            }
        }
        return box
    }

    /// Sorts along `axis`, then by colour: entries are distinct bins, so the
    /// order is total and sorting again for the split gives back the order the
    /// split was chosen in.
    private mutating func sort(_ range: Range<Int>, along axis: Int) {
        entries[range].sort { ($0.value(axis), $0.red, $0.green, $0.blue) < ($1.value(axis), $1.red, $1.green, $1.blue) }
    }

    private func mean(of range: Range<Int>) -> [Float] {
        var count: Double = 0
        var sums: [Double] = [0, 0, 0]
        for index in range {
            let entry = entries[index]
            count += Double(entry.count)
            for channel in 0..<3 {
                sums[channel] += Double(entry.value(channel)) * Double(entry.count)
            }
        }
        return sums.map { Float($0 / max(count, 1)) }
    }

    /// One k-means pass: each colour becomes the mean of the entries nearest
    /// to it; a colour no entry is nearest to stays as it was.
    private func refined(_ palette: [Float]) -> [Float] {
        let search = SixelNearestColor(palette: palette)
        var sums = [Double](repeating: 0, count: palette.count)
        var counts = [Double](repeating: 0, count: palette.count / 3)
        for entry in entries {
            let nearest = search.nearest(red: entry.red, green: entry.green, blue: entry.blue)
            counts[nearest] += Double(entry.count)
            for channel in 0..<3 {
                sums[nearest * 3 + channel] += Double(entry.value(channel)) * Double(entry.count)
            }
        }
        var result = palette
        for index in counts.indices where counts[index] > 0 {
            for channel in 0..<3 {
                result[index * 3 + channel] = Float(sums[index * 3 + channel] / counts[index])
            }
        }
        return result
    }
}
