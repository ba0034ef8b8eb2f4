extension EastAsianWideScalars {
    /// Whether `value` falls in one of the wide ranges (bisection over the
    /// generated, sorted table).
    static func contains(_ value: UInt32) -> Bool {
        guard let first = ranges.first, value >= first.lowerBound else { return false }
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
