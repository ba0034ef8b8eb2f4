/// The sRGB transfer function (IEC 61966-2-1), both ways, on values in 0...1.
enum SRGB {
    /// Linear light of each 8-bit sample, computed once: every cell colour passes through it.
    static let linearOfByte: [Double] = (0..<256).map { linear(Double($0) / 255) }

    static func linear(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : ((encoded + 0.055) / 1.055).power(2.4)
    }

    static func encoded(_ linear: Double) -> Double {
        let clamped = min(1, max(0, linear))
        return clamped <= 0.003_130_8 ? clamped * 12.92 : 1.055 * clamped.power(1 / 2.4) - 0.055
    }

    /// The nearest 8-bit sample of a linear value.
    static func byte(ofLinear linear: Double) -> UInt8 {
        UInt8((encoded(linear) * 255).rounded())
    }
}
