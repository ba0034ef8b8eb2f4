#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The CIEDE2000 colour difference (kL = kC = kH = 1), written after Sharma,
/// Wu and Dalal, "The CIEDE2000 color-difference formula: implementation
/// notes, supplementary test data, and mathematical observations" (2005),
/// whose test pairs `SharmaTestPairs` holds.
enum CIEDE2000 {
    static func difference(_ first: LabColor, _ second: LabColor) -> Double {
        let pow25To7 = 6_103_515_625.0 // 25^7
        let chroma1 = (first.a * first.a + first.b * first.b).squareRoot()
        let chroma2 = (second.a * second.a + second.b * second.b).squareRoot()
        let meanChroma7 = ((chroma1 + chroma2) / 2).power(7)
        let g = 0.5 * (1 - (meanChroma7 / (meanChroma7 + pow25To7)).squareRoot())
        let a1 = (1 + g) * first.a
        let a2 = (1 + g) * second.a
        let c1 = (a1 * a1 + first.b * first.b).squareRoot()
        let c2 = (a2 * a2 + second.b * second.b).squareRoot()
        let h1 = hueAngle(b: first.b, a: a1)
        let h2 = hueAngle(b: second.b, a: a2)

        let deltaL = second.lightness - first.lightness
        let deltaC = c2 - c1
        var deltaHue = 0.0
        if c1 * c2 != 0 {
            deltaHue = h2 - h1
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * (c1 * c2).squareRoot() * sin(radians(deltaHue / 2))

        let meanL = (first.lightness + second.lightness) / 2
        let meanC = (c1 + c2) / 2
        var meanHue = h1 + h2
        if c1 * c2 != 0 {
            if abs(h1 - h2) <= 180 {
                meanHue = (h1 + h2) / 2
            } else if h1 + h2 < 360 {
                meanHue = (h1 + h2 + 360) / 2
            } else {
                meanHue = (h1 + h2 - 360) / 2
            }
        }
        let t = 1 - 0.17 * cos(radians(meanHue - 30)) + 0.24 * cos(radians(2 * meanHue))
            + 0.32 * cos(radians(3 * meanHue + 6)) - 0.20 * cos(radians(4 * meanHue - 63))
        let deltaTheta = 30 * exp(-((meanHue - 275) / 25) * ((meanHue - 275) / 25))
        let meanC7 = meanC.power(7)
        let rotationC = 2 * (meanC7 / (meanC7 + pow25To7)).squareRoot()
        let lightnessOffset = (meanL - 50) * (meanL - 50)
        let weightL = 1 + 0.015 * lightnessOffset / (20 + lightnessOffset).squareRoot()
        let weightC = 1 + 0.045 * meanC
        let weightH = 1 + 0.015 * meanC * t
        let rotation = -sin(radians(2 * deltaTheta)) * rotationC

        let termL = deltaL / weightL
        let termC = deltaC / weightC
        let termH = deltaH / weightH
        return (termL * termL + termC * termC + termH * termH + rotation * termC * termH).squareRoot()
    }

    /// Hue in degrees, 0..<360; 0 for a neutral colour, as the paper defines it.
    private static func hueAngle(b: Double, a: Double) -> Double {
        guard a != 0 || b != 0 else { return 0 }
        let degrees = atan2(b, a) * 180 / Double.pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    private static func radians(_ degrees: Double) -> Double {
        degrees * Double.pi / 180
    }
}
