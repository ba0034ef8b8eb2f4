#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking
import MoviesData

/// Reads sizes such as `1048576`, `512K`, `50M`, `1G` or `50MiB` (powers of 1024).
enum ByteCountParser {
    static func bytes(from text: String) -> Int? {
        var digits = text.trimmingSpacesAndTabs.uppercased()
        for suffix in ["IB", "B"] where digits.hasSuffix(suffix) && digits.count > suffix.count {
            digits.removeLast(suffix.count)
            break
        }
        let multipliers: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        var multiplier = 1
        if let last = digits.last, let factor = multipliers[last] {
            multiplier = factor
            digits.removeLast()
        }
        guard let value = Double(digits), value >= 0, value * Double(multiplier) < Double(Int.max / 2) else {
            return nil
        }
        return Int(value * Double(multiplier))
    }
}
