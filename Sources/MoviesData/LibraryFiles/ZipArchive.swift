import CZlib
import MoviesDomain

/// Reads the files of a `.zip` from disk, a block at a time: its central
/// directory, then each wanted file, stored or deflated (inflated with the
/// system's zlib as it is read) and checked against its size and CRC-32.
/// Memory holds a block, never an entry: an entry that inflates to more than
/// it declares is stopped there. Every offset and size is checked before use;
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

    /// The largest central directory read: an export of many lists has a few
    /// hundred entries, some tens of KiB.
    static let directoryLimitBytes = 8 << 20

    let file: LibraryInputFile
    let entries: [Entry]

    /// Whether `bytes`, the start of a file, start like a zip archive.
    static func looksLikeZip(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: [0x50, 0x4B, 0x05, 0x06])
    }

    /// Reads the central directory of `file`.
    /// - Throws: `Problem`, or `LibraryFileError` when the file cannot be read.
    init(_ file: LibraryInputFile) throws {
        self.file = file
        // The end record is 22 bytes plus a comment of at most 65,535.
        let tailStart = max(0, file.size - 22 - 65_535)
        let tail = try file.read(at: tailStart, count: file.size - tailStart)
        var endInTail: Int?
        var index = tail.count - 22
        while index >= 0 {
            if Self.uint32(tail, index) == 0x0605_4B50 { endInTail = index; break }
            index -= 1
        }
        guard let endInTail else { throw Problem(description: "it has no central directory") }
        let end = tailStart + endInTail
        guard let count = Self.uint16(tail, endInTail + 10), let directorySize = Self.uint32(tail, endInTail + 12),
              let directoryOffset = Self.uint32(tail, endInTail + 16)
        else { throw Problem(description: "its end record is cut short") }
        if count == 0xFFFF || directoryOffset == 0xFFFF_FFFF { throw Problem(description: "it is a zip64 archive, which movies does not read") }
        guard Int(directoryOffset) + Int(directorySize) <= end else { throw Problem(description: "its central directory lies outside it") }
        guard Int(directorySize) <= Self.directoryLimitBytes else { throw Problem(description: "its central directory is larger than any export's") }
        let directory = try file.read(at: Int(directoryOffset), count: Int(directorySize))
        var entries: [Entry] = []
        var offset = 0
        for _ in 0..<count {
            guard Self.uint32(directory, offset) == 0x0201_4B50,
                  let flags = Self.uint16(directory, offset + 8), let method = Self.uint16(directory, offset + 10),
                  let crc = Self.uint32(directory, offset + 16), let compressed = Self.uint32(directory, offset + 20),
                  let size = Self.uint32(directory, offset + 24), let nameLength = Self.uint16(directory, offset + 28),
                  let extraLength = Self.uint16(directory, offset + 30), let commentLength = Self.uint16(directory, offset + 32),
                  let localOffset = Self.uint32(directory, offset + 42),
                  offset + 46 + Int(nameLength) <= directory.count
            else { throw Problem(description: "an entry of its central directory is damaged") }
            let name = String(decoding: directory[(offset + 46)..<(offset + 46 + Int(nameLength))], as: UTF8.self)
            entries.append(Entry(
                name: name, method: method, flags: flags, crc32: crc,
                compressedSize: Int(compressed), size: Int(size), localHeaderOffset: Int(localOffset)
            ))
            offset += 46 + Int(nameLength) + Int(extraLength) + Int(commentLength)
        }
        self.entries = entries
    }

    /// Calls `body` with the bytes of `entry` a block at a time, as they are
    /// read and inflated; at most `limit` of them. The last call is followed
    /// by the size and checksum check: a caller keeps nothing it was given
    /// until this returns.
    /// - Throws: `Problem`, `LibraryFileError`, or what `body` throws.
    func read(_ entry: Entry, limit: Int, _ body: (ArraySlice<UInt8>) throws -> Void) throws {
        guard entry.flags & 1 == 0 else { throw Problem(description: "\(entry.name) is encrypted") }
        guard entry.size <= limit else { throw Problem(description: "\(entry.name) is larger than \(limit / (1 << 20)) MiB") }
        let header = try file.read(at: entry.localHeaderOffset, count: 30)
        guard Self.uint32(header, 0) == 0x0403_4B50,
              let nameLength = Self.uint16(header, 26), let extraLength = Self.uint16(header, 28)
        else { throw Problem(description: "the local header of \(entry.name) is damaged") }
        let start = entry.localHeaderOffset + 30 + Int(nameLength) + Int(extraLength)
        guard start + entry.compressedSize <= file.size else { throw Problem(description: "\(entry.name) is cut short") }
        var check = OutputCheck(entry: entry)
        switch entry.method {
        case 0:
            try file.forEachBlock(from: start, count: entry.compressedSize) { block in
                try check.take(block[...])
                try body(block[...])
            }
        case 8:
            try inflate(entry, from: start, check: &check, body)
        default:
            throw Problem(description: "\(entry.name) is compressed with method \(entry.method), which movies does not read")
        }
        try check.finish()
    }

    /// Counts and checksums what an entry gives, and stops it past its declared size.
    private struct OutputCheck {
        let entry: Entry
        var count = 0
        var crc: uLong = 0

        mutating func take(_ bytes: ArraySlice<UInt8>) throws(Problem) {
            count += bytes.count
            guard count <= entry.size else { throw Problem(description: "\(entry.name) does not match its checksum") }
            crc = bytes.withUnsafeBufferPointer { CZlib.crc32(crc, $0.baseAddress, uInt($0.count)) }
        }

        func finish() throws(Problem) {
            guard count == entry.size, UInt32(crc) == entry.crc32 else {
                throw Problem(description: "\(entry.name) does not match its checksum")
            }
        }
    }

    private func inflate(_ entry: Entry, from start: Int, check: inout OutputCheck, _ body: (ArraySlice<UInt8>) throws -> Void) throws {
        var stream = z_stream()
        guard movies_inflate_init_raw(&stream) == Z_OK else { throw Problem(description: "zlib could not start") }
        defer { inflateEnd(&stream) }
        let broken = Problem(description: "\(entry.name) cannot be decompressed")
        var output = [UInt8](repeating: 0, count: LibraryInputFile.blockSize)
        var offset = start
        let end = start + entry.compressedSize
        var finished = false
        while !finished {
            // The stream must end before its input does.
            guard offset < end else { throw broken }
            var input = try file.read(at: offset, count: min(LibraryInputFile.blockSize, end - offset))
            guard !input.isEmpty else { throw broken }
            offset += input.count
            try input.withUnsafeMutableBufferPointer { input in
                stream.next_in = input.baseAddress
                stream.avail_in = uInt(input.count)
                while true {
                    let (status, produced) = output.withUnsafeMutableBufferPointer { out in
                        stream.next_out = out.baseAddress
                        stream.avail_out = uInt(out.count)
                        let status = CZlib.inflate(&stream, Z_NO_FLUSH)
                        return (status, out.count - Int(stream.avail_out))
                    }
                    if produced > 0 {
                        try check.take(output[0..<produced])
                        try body(output[0..<produced])
                    }
                    switch status {
                    case Z_STREAM_END:
                        finished = true
                        return
                    case Z_OK, Z_BUF_ERROR:
                        // A full output block may hide more; otherwise more input is needed.
                        if produced == output.count { continue }
                        guard stream.avail_in == 0 else { throw broken }
                        return
                    default:
                        throw broken
                    }
                }
            }
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
