#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Conversions between sRGB bytes and linear light, where colours can be
/// averaged the way light mixes: black and white average to #BCBCBC, not #808080.
enum LinearLight {
    /// Linear light, 0…1, of each sRGB byte.
    static let decodeTable: [Float] = (0..<256).map { decode(Float($0) / 255) }

    /// Steps of `encodeTable` over 0…1 of linear light: fine enough that
    /// the darkest steps are a fraction of an sRGB level apart.
    static let encodeSteps = 16_384

    /// sRGB, 0…255 as a fraction, of linear light `index / encodeSteps`.
    static let encodeTable: [Float] = (0...encodeSteps).map { 255 * encode(Float($0) / Float(encodeSteps)) }

    /// Both tables, borrowed for the length of a drawing.
    struct Tables {
        let decode: UnsafeBufferPointer<Float>
        let encode: UnsafeBufferPointer<Float>
    }

    /// Runs `body` with both tables at hand.
    static func withTables<Result>(_ body: (Tables) throws -> Result) rethrows -> Result {
        try decodeTable.withUnsafeBufferPointer { decode in
            try encodeTable.withUnsafeBufferPointer { encode in
                try body(Tables(decode: decode, encode: encode))
            }
        }
    }

    /// The position of linear light `value` (clamped to 0…1) in `encodeTable`.
    @inline(__always)
    static func index(_ value: Float) -> Int {
        // NaN compares false and ends up at 0 rather than trapping in `Int(_:)`.
        let clamped = value > 0 ? min(value, 1) : 0
        return Int(clamped * Float(encodeSteps) + 0.5)
    }

    /// Linear light of an sRGB-encoded value on the 0…255 scale (clamped),
    /// interpolated in `decodeTable`.
    @inline(__always)
    static func linear(ofEncoded value: Float, table: UnsafeBufferPointer<Float>) -> Float {
        let clamped = value > 0 ? min(value, 255) : 0
        let index = min(Int(clamped), 254)
        let fraction = clamped - Float(index)
        return table[index] + (table[index + 1] - table[index]) * fraction
    }

    /// The sRGB transfer function, inverted: sRGB 0…1 to linear 0…1.
    static func decode(_ value: Float) -> Float {
        value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// The sRGB transfer function: linear 0…1 to sRGB 0…1.
    static func encode(_ value: Float) -> Float {
        value <= 0.003_130_8 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
    }
}
