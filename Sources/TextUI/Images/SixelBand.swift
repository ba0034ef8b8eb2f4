/// Six rows of a palette picture as sixels: for each colour, which of the
/// six pixels of each column it paints (bit 0 the top row).
struct SixelBand {
    private let width: Int
    /// `colorCount` rows of `width` bit patterns.
    private var patterns: [UInt8]
    /// The colours this band uses, in the order met.
    private var used: [Int] = []
    /// First and last column each colour paints in this band.
    private var spans: [(first: Int, last: Int)]
    private var isUsed: [Bool]

    init(width: Int, colorCount: Int) {
        self.width = width
        self.patterns = [UInt8](repeating: 0, count: width * colorCount)
        self.spans = Array(repeating: (0, 0), count: colorCount)
        self.isUsed = Array(repeating: false, count: colorCount)
    }

    /// Loads rows `top..<top + rows` of `indices` (`rows` is 1...6),
    /// forgetting the previous band.
    mutating func fill(from indices: [UInt8], top: Int, rows: Int) {
        for color in used {
            let start = color * width
            for index in (start + spans[color].first)...(start + spans[color].last) {
                patterns[index] = 0
            }
            isUsed[color] = false
        }
        used.removeAll(keepingCapacity: true)
        for row in 0..<rows {
            let bit = UInt8(1) << row
            let start = (top + row) * width
            for x in 0..<width {
                let color = Int(indices[start + x])
                if !isUsed[color] {
                    isUsed[color] = true
                    used.append(color)
                    spans[color] = (x, x)
                } else {
                    spans[color].first = min(spans[color].first, x)
                    spans[color].last = max(spans[color].last, x)
                }
                patterns[color * width + x] |= bit
            }
        }
        // Colours in register order make the output independent of scan order.
        used.sort()
    }

    /// The band's colours one after another, each from the band's left edge
    /// up to the last column it paints, `$` between them.
    func write(to output: inout SixelOutput) {
        for (position, color) in used.enumerated() {
            output.appendASCII("#\(color)")
            let span = spans[color]
            // Columns before the colour's first are skipped with empty sixels.
            output.appendRun(of: 0, count: span.first)
            let start = color * width
            var runPattern = patterns[start + span.first]
            var runLength = 0
            for x in span.first...span.last {
                let pattern = patterns[start + x]
                if pattern == runPattern {
                    runLength += 1
                } else {
                    output.appendRun(of: runPattern, count: runLength)
                    runPattern = pattern
                    runLength = 1
                }
            }
            output.appendRun(of: runPattern, count: runLength)
            if position < used.count - 1 {
                output.append(UInt8(ascii: "$"))
            }
        }
    }
}
