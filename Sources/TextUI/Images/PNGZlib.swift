internal import CZlib

/// The two pieces of zlib the picture encoders need: a zlib stream (RFC 1950,
/// what PNG's IDAT and the kitty protocol's `o=z` both expect) and CRC-32.
enum PNGZlib {
    /// Level 1: on a 300×450 poster-like picture, PNG's filtered rows
    /// deflated to 211 kB in 3.8 ms at level 1 and to 200 kB in 22.7 ms at
    /// zlib's default 6. A picture is drawn once; a few percent more bytes
    /// cost less than the wait.
    static let defaultLevel: Int32 = 1

    /// `bytes` compressed into one zlib stream, or `nil` if zlib refuses
    /// (out of memory, or an input larger than zlib's length type).
    static func compress(_ bytes: [UInt8], level: Int32 = defaultLevel) -> [UInt8]? {
        guard let sourceLength = uLong(exactly: bytes.count) else { return nil }
        let bound = compressBound(sourceLength)
        guard let capacity = Int(exactly: bound) else { return nil }
        var output = [UInt8](repeating: 0, count: capacity)
        var outputLength = bound
        let status = output.withUnsafeMutableBufferPointer { destination in
            bytes.withUnsafeBufferPointer { source in
                compress2(destination.baseAddress, &outputLength, source.baseAddress, sourceLength, level)
            }
        }
        guard status == Z_OK, let used = Int(exactly: outputLength), used <= capacity else { return nil }
        output.removeSubrange(used...)
        return output
    }

    /// The CRC-32 (ISO 3309, as PNG uses it) of `bytes`.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        // zlib takes a 32-bit length: long input is fed in pieces.
        var crc = CZlib.crc32(0, nil, 0)
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            while start < buffer.count {
                let length = min(buffer.count - start, Int(Int32.max))
                crc = CZlib.crc32(crc, buffer.baseAddress.map { $0 + start }, uInt(length))
                start += length
            }
        }
        return UInt32(truncatingIfNeeded: crc)
    }
}
