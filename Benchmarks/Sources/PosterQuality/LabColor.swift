#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A colour in CIELAB (D65 white, the sRGB primaries' white point).
struct LabColor: Sendable {
    var lightness: Double
    var a: Double
    var b: Double

    init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// The colour of linear-light sRGB values in 0...1.
    init(linearRed red: Double, green: Double, blue: Double) {
        // sRGB to XYZ (D65), then relative to the D65 white.
        let x = (0.412_456_4 * red + 0.357_576_1 * green + 0.180_437_5 * blue) / 0.950_47
        let y = 0.212_672_9 * red + 0.715_152_2 * green + 0.072_175_0 * blue
        let z = (0.019_333_9 * red + 0.119_192_0 * green + 0.950_304_1 * blue) / 1.088_83
        let fx = Self.f(x)
        let fy = Self.f(y)
        let fz = Self.f(z)
        self.init(lightness: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    init(_ color: RGBColor) {
        self.init(
            linearRed: SRGB.linearOfByte[Int(color.red)],
            green: SRGB.linearOfByte[Int(color.green)],
            blue: SRGB.linearOfByte[Int(color.blue)]
        )
    }

    private static func f(_ t: Double) -> Double {
        let epsilon = 216.0 / 24_389
        let kappa = 24_389.0 / 27
        return t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
    }
}
