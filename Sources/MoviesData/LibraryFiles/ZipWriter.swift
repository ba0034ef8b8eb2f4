import CZlib
import MoviesDomain

/// Writes a `.zip` in memory, as every zip reader reads one: a local header
/// and the bytes of each file (deflated with the system's zlib, or stored
/// when that is no smaller), then the central directory and its end record.
/// Names are UTF-8 and flagged so (general purpose bit 11). An export is a
/// few MiB at most, so neither zip64 nor streaming is needed: what would
/// need them is refused.
struct ZipWriter {
    struct Problem: Error, Equatable {
        let description: String
    }

    /// What the central directory repeats about each file.
    private struct Written {
        let name: [UInt8]
        let method: UInt16
        let crc32: UInt32
        let compressedSize: UInt32
        let size: UInt32
        let localHeaderOffset: UInt32
    }

    private static let utf8NamesFlag: UInt16 = 0x0800
    /// 2.0: deflate, the oldest version every reader knows.
    private static let versionNeeded: UInt16 = 20

    private(set) var bytes: [UInt8] = []
    private var written: [Written] = []
    private let dosTime: UInt16
    private let dosDate: UInt16

    /// - Parameter modified: The day every file is dated (zip keeps local
    ///   time to two seconds; a day at midnight reads the same everywhere);
    ///   `nil`, or a day the format cannot hold, dates them 1980-01-01.
    init(modified: CalendarDate?) {
        dosTime = 0
        // The DOS date counts years from 1980 to 2107.
        if let modified, (1980...2107).contains(modified.year) {
            dosDate = UInt16(modified.year - 1980) << 9 | UInt16(modified.month) << 5 | UInt16(modified.day)
        } else {
            dosDate = 1 << 5 | 1
        }
    }

    /// Adds the file `name` holding `content`.
    /// - Throws: `Problem` when the archive would need zip64 (4 GiB, 65,535 files).
    mutating func add(name: String, content: [UInt8]) throws(Problem) {
        let nameBytes = Array(name.utf8)
        guard nameBytes.count <= 0xFFFF, written.count < 0xFFFF else { throw Problem(description: "too many files or too long a name for a zip") }
        guard content.count <= 0xFFFF_FFFF, bytes.count <= 0xFFFF_FFFF else { throw Problem(description: "more than 4 GiB for a zip") }
        let deflated = try Self.deflate(content)
        let (method, stored): (UInt16, [UInt8]) = deflated.count < content.count ? (8, deflated) : (0, content)
        let crc = content.withUnsafeBufferPointer { UInt32(CZlib.crc32(0, $0.baseAddress, uInt($0.count))) }
        let file = Written(
            name: nameBytes, method: method, crc32: crc, compressedSize: UInt32(stored.count),
            size: UInt32(content.count), localHeaderOffset: UInt32(bytes.count)
        )
        append32(0x0403_4B50)
        append16(Self.versionNeeded)
        appendCommonFields(file)
        append16(0)  // extra field length
        bytes += nameBytes
        bytes += stored
        guard bytes.count <= 0xFFFF_FFFF else { throw Problem(description: "more than 4 GiB for a zip") }
        written.append(file)
    }

    /// The whole archive: the files added, then the central directory.
    mutating func finish() -> [UInt8] {
        let directoryOffset = UInt32(bytes.count)
        for file in written {
            append32(0x0201_4B50)
            // Made by: Unix (3) so readers take the permission bits below, zip 2.0.
            append16(3 << 8 | Self.versionNeeded)
            append16(Self.versionNeeded)
            appendCommonFields(file)
            append16(0)  // extra field length
            append16(0)  // comment length
            append16(0)  // disk number
            append16(0)  // internal attributes
            append32(0o100600 << 16)  // external attributes: a regular file, 0600
            append32(file.localHeaderOffset)
            bytes += file.name
        }
        let directorySize = UInt32(bytes.count) - directoryOffset
        append32(0x0605_4B50)
        append16(0)  // this disk
        append16(0)  // the directory's disk
        append16(UInt16(written.count))
        append16(UInt16(written.count))
        append32(directorySize)
        append32(directoryOffset)
        append16(0)  // comment length
        return bytes
    }

    /// The fields the local header and the central directory share, from the flags to the name's length.
    private mutating func appendCommonFields(_ file: Written) {
        append16(Self.utf8NamesFlag)
        append16(file.method)
        append16(dosTime)
        append16(dosDate)
        append32(file.crc32)
        append32(file.compressedSize)
        append32(file.size)
        append16(UInt16(file.name.count))
    }

    private mutating func append16(_ value: UInt16) {
        bytes += [UInt8(value & 0xFF), UInt8(value >> 8)]
    }

    private mutating func append32(_ value: UInt32) {
        bytes += (0..<4).map { UInt8(value >> (8 * $0) & 0xFF) }
    }

    /// `content` as a raw deflate stream, in one call: the output is sized by `deflateBound`.
    private static func deflate(_ content: [UInt8]) throws(Problem) -> [UInt8] {
        var stream = z_stream()
        guard movies_deflate_init_raw(&stream, Z_DEFAULT_COMPRESSION) == Z_OK else { throw Problem(description: "zlib could not start") }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(content.count))))
        var input = content
        let status = input.withUnsafeMutableBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                stream.next_in = input.baseAddress
                stream.avail_in = uInt(input.count)
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                return CZlib.deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw Problem(description: "zlib could not compress") }
        return Array(output[0..<Int(stream.total_out)])
    }
}
