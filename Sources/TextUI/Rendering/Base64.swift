/// Base64 (RFC 4648, with padding) for what terminal sequences carry: OSC 52
/// clipboard text, and pictures for the graphics protocols.
public enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    public static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index + 3 <= bytes.count {
            let group = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            output += [18, 12, 6, 0].map { alphabet[Int(group >> $0 & 0x3F)] }
            index += 3
        }
        let rest = bytes.count - index
        if rest > 0 {
            let group = UInt32(bytes[index]) << 16 | (rest == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
            output += [alphabet[Int(group >> 18 & 0x3F)], alphabet[Int(group >> 12 & 0x3F)]]
            output += rest == 2 ? [alphabet[Int(group >> 6 & 0x3F)], UInt8(ascii: "=")] : [UInt8(ascii: "="), UInt8(ascii: "=")]
        }
        return output
    }
}
