/// The bytes of a sixel sequence as they are made.
struct SixelOutput {
    private(set) var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(1 << 16)
    }

    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    mutating func appendASCII(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// `count` sixels of `pattern` (six bits, bit 0 the top pixel): `!count`
    /// and the sixel when that is shorter than repeating it.
    mutating func appendRun(of pattern: UInt8, count: Int) {
        guard count > 0 else { return }
        let sixel = 0x3F + pattern
        if count > 3 {
            appendDecimal(count, prefix: UInt8(ascii: "!"))
            bytes.append(sixel)
        } else {
            for _ in 0..<count {
                bytes.append(sixel)
            }
        }
    }

    /// `prefix` and `value` in decimal, without making a string.
    private mutating func appendDecimal(_ value: Int, prefix: UInt8) {
        bytes.append(prefix)
        var divisor = 1
        while divisor * 10 <= value {
            divisor *= 10
        }
        var rest = value
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}
