/// A colour while a test picture is being made: gamma-encoded sRGB, 0...1.
struct Shade: Sendable {
    var red: Double
    var green: Double
    var blue: Double

    init(_ red: Double, _ green: Double, _ blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// `self` blended towards `other` by `amount` (0...1), in linear light,
    /// as paint or a lens would blend them.
    func mixed(with other: Shade, by amount: Double) -> Shade {
        let t = min(1, max(0, amount))
        func blend(_ a: Double, _ b: Double) -> Double {
            SRGB.encoded(SRGB.linear(a) * (1 - t) + SRGB.linear(b) * t)
        }
        return Shade(blend(red, other.red), blend(green, other.green), blend(blue, other.blue))
    }

    /// `self` with its light multiplied by `factor` (shading).
    func lit(by factor: Double) -> Shade {
        Shade(
            SRGB.encoded(SRGB.linear(red) * factor),
            SRGB.encoded(SRGB.linear(green) * factor),
            SRGB.encoded(SRGB.linear(blue) * factor)
        )
    }

    /// A fully saturated colour of `hue` degrees at `value` (HSV).
    static func hue(_ hue: Double, value: Double = 1, saturation: Double = 1) -> Shade {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) / 60
        let chroma = value * saturation
        let x = chroma * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let base = value - chroma
        let (r, g, b): (Double, Double, Double) = switch Int(h) {
        case 0: (chroma, x, 0)
        case 1: (x, chroma, 0)
        case 2: (0, chroma, x)
        case 3: (0, x, chroma)
        case 4: (x, 0, chroma)
        default: (chroma, 0, x)
        }
        return Shade(r + base, g + base, b + base)
    }

    /// 0 below `edge0`, 1 above `edge1`, smooth between.
    static func smoothstep(_ edge0: Double, _ edge1: Double, _ x: Double) -> Double {
        let t = min(1, max(0, (x - edge0) / (edge1 - edge0)))
        return t * t * (3 - 2 * t)
    }
}
