/// Smooth deterministic noise: random values on the integer lattice (from a
/// hash of the position and the seed), interpolated between; summed over
/// octaves it looks like clouds, terrain or film grain. The same seed gives
/// the same picture on every machine.
struct ValueNoise: Sendable {
    let seed: UInt64

    /// A value in 0..<1 at a lattice point.
    func lattice(_ x: Int, _ y: Int) -> Double {
        var hash = seed &+ UInt64(bitPattern: Int64(x)) &* 0x9E37_79B9_7F4A_7C15
        hash ^= UInt64(bitPattern: Int64(y)) &* 0xC2B2_AE3D_27D4_EB4F
        // splitmix64's finaliser.
        hash = (hash ^ (hash >> 30)) &* 0xBF58_476D_1CE4_E5B9
        hash = (hash ^ (hash >> 27)) &* 0x94D0_49BB_1331_11EB
        hash ^= hash >> 31
        return Double(hash >> 11) / Double(UInt64(1) << 53)
    }

    /// The noise at a point, 0..<1, smooth between lattice points.
    func value(_ x: Double, _ y: Double) -> Double {
        let x0 = Int(x.rounded(.down))
        let y0 = Int(y.rounded(.down))
        let tx = Self.fade(x - Double(x0))
        let ty = Self.fade(y - Double(y0))
        let top = lattice(x0, y0) * (1 - tx) + lattice(x0 + 1, y0) * tx
        let bottom = lattice(x0, y0 + 1) * (1 - tx) + lattice(x0 + 1, y0 + 1) * tx
        return top * (1 - ty) + bottom * ty
    }

    /// `octaves` layers, each twice as fine and half as strong, scaled to 0..<1.
    func fractal(_ x: Double, _ y: Double, octaves: Int) -> Double {
        var total = 0.0
        var amplitude = 1.0
        var frequency = 1.0
        var range = 0.0
        for octave in 0..<octaves {
            // Each octave is shifted so that lattice points do not line up.
            total += amplitude * value(x * frequency + Double(octave) * 17.3, y * frequency + Double(octave) * 9.1)
            range += amplitude
            amplitude /= 2
            frequency *= 2
        }
        return total / range
    }

    private static func fade(_ t: Double) -> Double {
        t * t * t * (t * (t * 6 - 15) + 10)
    }
}
