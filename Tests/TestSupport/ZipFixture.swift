import CZlib
import Foundation

/// A `.zip` made on the spot, as Letterboxd's export is laid out: each file
/// deflated (raw deflate from zlib) or stored, with a central directory.
public enum ZipFixture {
    /// - Parameter declaredSize: The uncompressed size every header states
    ///   instead of the real one (an archive that lies about its contents).
    public static func archive(_ files: [(name: String, text: String)], deflated: Bool = true, declaredSize: UInt32? = nil) -> Data {
        var body = Data()
        var directory = Data()
        for file in files {
            let contents = Array(file.text.utf8)
            let crc = UInt32(contents.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) })
            let stored = deflated ? deflate(contents) : contents
            let name = Array(file.name.utf8)
            let offset = UInt32(body.count)
            var local = Data()
            local.append(le32(0x0403_4B50)); local.append(le16(20)); local.append(le16(0)); local.append(le16(deflated ? 8 : 0))
            local.append(le16(0)); local.append(le16(0x21)); local.append(le32(crc))
            local.append(le32(UInt32(stored.count))); local.append(le32(declaredSize ?? UInt32(contents.count)))
            local.append(le16(UInt16(name.count))); local.append(le16(0)); local.append(contentsOf: name)
            body.append(local); body.append(contentsOf: stored)
            var central = Data()
            central.append(le32(0x0201_4B50)); central.append(le16(20)); central.append(le16(20)); central.append(le16(0))
            central.append(le16(deflated ? 8 : 0)); central.append(le16(0)); central.append(le16(0x21)); central.append(le32(crc))
            central.append(le32(UInt32(stored.count))); central.append(le32(declaredSize ?? UInt32(contents.count)))
            central.append(le16(UInt16(name.count))); central.append(le16(0)); central.append(le16(0)); central.append(le16(0))
            central.append(le16(0)); central.append(le32(0)); central.append(le32(offset)); central.append(contentsOf: name)
            directory.append(central)
        }
        var end = Data()
        end.append(le32(0x0605_4B50)); end.append(le16(0)); end.append(le16(0))
        end.append(le16(UInt16(files.count))); end.append(le16(UInt16(files.count)))
        end.append(le32(UInt32(directory.count))); end.append(le32(UInt32(body.count))); end.append(le16(0))
        return body + directory + end
    }

    /// Raw deflate: zlib's stream without its 2-byte header and 4-byte checksum.
    private static func deflate(_ bytes: [UInt8]) -> [UInt8] {
        var length = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        _ = compress2(&output, &length, bytes, uLong(bytes.count), 9)
        return Array(output[2..<(Int(length) - 4)])
    }

    private static func le16(_ value: UInt16) -> Data { Data([UInt8(value & 0xFF), UInt8(value >> 8)]) }
    private static func le32(_ value: UInt32) -> Data { Data((0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) }) }
}
