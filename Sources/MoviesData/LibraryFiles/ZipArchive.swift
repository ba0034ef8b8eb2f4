import CZlib

/// Reads the files of a `.zip` held in memory: its central directory, then
/// each wanted file, stored or deflated (inflated with the system's zlib) and
/// checked against its CRC-32. Every offset and size is checked before use;
/// zip64 and encrypted archives are refused.
struct ZipArchive {
    struct Problem: Error, Equatable {
        let description: String
    }

    struct Entry: Equatable {
        let name: String
        let method: UInt16
        let flags: UInt16
        let crc32: UInt32
        let compressedSize: Int
        let size: Int
        let localHeaderOffset: Int
    }

    let bytes: [UInt8]
    let entries: [Entry]

    /// Whether `bytes` start like a zip archive.
    static func looksLikeZip(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: [0x50, 0x4B, 0x05, 0x06])
    }

    init(_ bytes: [UInt8]) throws(Problem) {
        self.bytes = bytes
        // The end record is 22 bytes plus a comment of at most 65,535.
        let earliest = max(0, bytes.count - 22 - 65_535)
        var end: Int?
        var index = bytes.count - 22
        while index >= earliest {
            if Self.uint32(bytes, index) == 0x0605_4B50 { end = index; break }
            index -= 1
        }
        guard let end else { throw Problem(description: "it has no central directory") }
        guard let count = Self.uint16(bytes, end + 10), let directorySize = Self.uint32(bytes, end + 12),
              let directoryOffset = Self.uint32(bytes, end + 16)
        else { throw Problem(description: "its end record is cut short") }
        if count == 0xFFFF || directoryOffset == 0xFFFF_FFFF { throw Problem(description: "it is a zip64 archive, which movies does not read") }
        var entries: [Entry] = []
        var offset = Int(directoryOffset)
        guard offset + Int(directorySize) <= end else { throw Problem(description: "its central directory lies outside it") }
        for _ in 0..<count {
            guard Self.uint32(bytes, offset) == 0x0201_4B50,
                  let flags = Self.uint16(bytes, offset + 8), let method = Self.uint16(bytes, offset + 10),
                  let crc = Self.uint32(bytes, offset + 16), let compressed = Self.uint32(bytes, offset + 20),
                  let size = Self.uint32(bytes, offset + 24), let nameLength = Self.uint16(bytes, offset + 28),
                  let extraLength = Self.uint16(bytes, offset + 30), let commentLength = Self.uint16(bytes, offset + 32),
                  let localOffset = Self.uint32(bytes, offset + 42),
                  offset + 46 + Int(nameLength) <= bytes.count
            else { throw Problem(description: "an entry of its central directory is damaged") }
            let name = String(decoding: bytes[(offset + 46)..<(offset + 46 + Int(nameLength))], as: UTF8.self)
            entries.append(Entry(
                name: name, method: method, flags: flags, crc32: crc,
                compressedSize: Int(compressed), size: Int(size), localHeaderOffset: Int(localOffset)
            ))
            offset += 46 + Int(nameLength) + Int(extraLength) + Int(commentLength)
        }
        self.entries = entries
    }

    /// The bytes of `entry`, at most `limit` of them.
    func contents(of entry: Entry, limit: Int) throws(Problem) -> [UInt8] {
        guard entry.flags & 1 == 0 else { throw Problem(description: "\(entry.name) is encrypted") }
        guard entry.size <= limit else { throw Problem(description: "\(entry.name) is larger than \(limit / (1 << 20)) MiB") }
        let header = entry.localHeaderOffset
        guard Self.uint32(bytes, header) == 0x0403_4B50,
              let nameLength = Self.uint16(bytes, header + 26), let extraLength = Self.uint16(bytes, header + 28)
        else { throw Problem(description: "the local header of \(entry.name) is damaged") }
        let start = header + 30 + Int(nameLength) + Int(extraLength)
        guard start + entry.compressedSize <= bytes.count else { throw Problem(description: "\(entry.name) is cut short") }
        let data = bytes[start..<(start + entry.compressedSize)]
        let output: [UInt8]
        switch entry.method {
        case 0:
            output = Array(data)
        case 8:
            output = try Self.inflate(data, size: entry.size, name: entry.name)
        default:
            throw Problem(description: "\(entry.name) is compressed with method \(entry.method), which movies does not read")
        }
        guard output.count == entry.size, Self.crc32(output) == entry.crc32 else {
            throw Problem(description: "\(entry.name) does not match its checksum")
        }
        return output
    }

    private static func inflate(_ data: ArraySlice<UInt8>, size: Int, name: String) throws(Problem) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: size)
        var stream = z_stream()
        guard movies_inflate_init_raw(&stream) == Z_OK else { throw Problem(description: "zlib could not start") }
        defer { inflateEnd(&stream) }
        let status: Int32 = data.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                return CZlib.inflate(&stream, Z_FINISH)
            }
        }
        // A stream that fills the output exactly but holds more ends with Z_BUF_ERROR or Z_OK.
        guard status == Z_STREAM_END, Int(stream.total_out) == size else {
            throw Problem(description: "\(name) cannot be decompressed")
        }
        return output
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            // zlib takes at most 4 GiB a call; entries are far smaller.
            UInt32(CZlib.crc32(0, buffer.baseAddress, uInt(buffer.count)))
        }
    }

    private static func uint16(_ bytes: [UInt8], _ offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    private static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        return (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * UInt32($1)) }
    }
}
