#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

extension Double {
    /// `self` raised to `exponent` (libm's `pow`), readable in formulas.
    func power(_ exponent: Double) -> Double {
        pow(self, exponent)
    }
}
