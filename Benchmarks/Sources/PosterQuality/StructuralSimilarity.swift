/// SSIM (Wang, Bovik, Sheikh and Simoncelli, 2004) of two single-channel
/// pictures on a 0...255 scale: the mean over every position of an 8 × 8
/// window with uniform weights, with the paper's constants K1 = 0.01 and
/// K2 = 0.03.
enum StructuralSimilarity {
    static let window = 8

    static func mean(_ first: [Double], _ second: [Double], width: Int, height: Int) -> Double {
        let c1 = (0.01 * 255) * (0.01 * 255)
        let c2 = (0.03 * 255) * (0.03 * 255)
        let count = Double(window * window)
        var total = 0.0
        var windows = 0
        for top in 0...(height - window) {
            for left in 0...(width - window) {
                var sumX = 0.0, sumY = 0.0, sumXX = 0.0, sumYY = 0.0, sumXY = 0.0
                for y in top..<(top + window) {
                    for x in left..<(left + window) {
                        let a = first[y * width + x]
                        let b = second[y * width + x]
                        sumX += a
                        sumY += b
                        sumXX += a * a
                        sumYY += b * b
                        sumXY += a * b
                    }
                }
                let meanX = sumX / count
                let meanY = sumY / count
                let varianceX = sumXX / count - meanX * meanX
                let varianceY = sumYY / count - meanY * meanY
                let covariance = sumXY / count - meanX * meanY
                total += ((2 * meanX * meanY + c1) * (2 * covariance + c2))
                    / ((meanX * meanX + meanY * meanY + c1) * (varianceX + varianceY + c2))
                windows += 1
            }
        }
        return windows == 0 ? 1 : total / Double(windows)
    }
}
