import CZlib

/// Writes a picture as an 8-bit RGB PNG (the format chafa reads best), with
/// zlib for the compressed data and its CRC-32 for the chunk checksums.
enum PNGWriter {
    struct Failure: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "zlib could not compress a picture (status \(status))" }
    }

    static func data(of picture: TestPicture) throws(Failure) -> [UInt8] {
        // Each row starts with its filter type, 0 (none).
        let rowLength = picture.width * 3
        var raw = [UInt8]()
        raw.reserveCapacity((rowLength + 1) * picture.height)
        for row in 0..<picture.height {
            raw.append(0)
            raw.append(contentsOf: picture.pixels[(row * rowLength)..<((row + 1) * rowLength)])
        }
        var compressedLength = compressBound(uLong(raw.count))
        var compressed = [UInt8](repeating: 0, count: Int(compressedLength))
        let status = compress2(&compressed, &compressedLength, raw, uLong(raw.count), 6)
        guard status == Z_OK else { throw Failure(status: status) }
        compressed.removeSubrange(Int(compressedLength)...)

        var header: [UInt8] = []
        header += bigEndian(UInt32(picture.width))
        header += bigEndian(UInt32(picture.height))
        // Bit depth 8, colour type 2 (RGB), deflate, adaptive filtering, no interlace.
        header += [8, 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", header) + chunk("IDAT", compressed) + chunk("IEND", [])
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        let checksum = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        return bigEndian(UInt32(body.count)) + typed + bigEndian(UInt32(truncatingIfNeeded: checksum))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
