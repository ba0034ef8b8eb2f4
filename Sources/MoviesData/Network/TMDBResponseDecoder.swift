#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking

/// Decodes TMDB's JSON, mending broken text first when it has to.
///
/// A byte that is not UTF-8, or a `\uD800` escape with no partner, makes the
/// string that holds it unreadable to `JSONDecoder` (and, outside a field read
/// leniently, the whole document), so a damaged title would vanish or sink a
/// page of good results. Such text is replaced by U+FFFD before decoding:
/// the item is kept, with the damage visible. Good bodies (nearly all) pay
/// one UTF-8 validation and one scan for surrogate escapes.
struct TMDBResponseDecoder: ResponseDecoder {
    func decode<T: Decodable>(_ data: Data) throws -> T {
        let text = Self.mendingText(in: data) ?? data
        // A page of films, the body of every search and list, is read without
        // JSONDecoder when it is plain JSON (see `PlainJSONReader`). A type
        // comparison rather than a protocol: asking whether `T` conforms to
        // one would itself be a scan of every conformance record.
        if T.self == MoviesResponseDTO.self, let page = MoviesResponseDTO(plainJSON: text) as? T {
            return page
        }
        // So are a film's details with their appended parts (see its reader).
        if T.self == MovieDetailsResponseDTO.self, let details = MovieDetailsResponseDTO(plainJSON: text) as? T {
            return details
        }
        return try JSONDecoder().decode(T.self, from: text)
    }

    /// `data` with invalid UTF-8 and unpaired surrogate escapes replaced by
    /// U+FFFD, or `nil` when there was nothing to mend.
    static func mendingText(in data: Data) -> Data? {
        var bytes = [UInt8](data)
        var changed = false
        if String(validating: bytes, as: UTF8.self) == nil {
            bytes = Array(String(decoding: bytes, as: UTF8.self).utf8)
            changed = true
        }
        if mayHoldSurrogateEscapes(bytes), let mended = replacingUnpairedSurrogateEscapes(in: bytes) {
            bytes = mended
            changed = true
        }
        return changed ? Data(bytes) : nil
    }

    private static let replacement = Array(#"\uFFFD"#.utf8)

    /// Whether `\uD8`…`\uDF` occurs anywhere: the quick test that lets good
    /// bodies skip the rewriting pass.
    private static func mayHoldSurrogateEscapes(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 4 else { return false }
        for index in 0..<(bytes.count - 3) where bytes[index] == UInt8(ascii: "\\") && bytes[index + 1] == UInt8(ascii: "u") {
            let third = bytes[index + 2] | 0x20
            let fourth = bytes[index + 3] | 0x20
            if third == UInt8(ascii: "d"), (UInt8(ascii: "8")...UInt8(ascii: "9")).contains(fourth) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(fourth) {
                return true
            }
        }
        return false
    }

    /// Walks the escapes of the JSON text (a backslash always starts one, in
    /// valid JSON only inside strings) and replaces each `\uXXXX` surrogate
    /// that is not a high one followed by a low one.
    private static func replacingUnpairedSurrogateEscapes(in bytes: [UInt8]) -> [UInt8]? {
        var result: [UInt8] = []
        var index = 0
        var changed = false
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                result.append(bytes[index])
                index += 1
                continue
            }
            guard bytes[index + 1] == UInt8(ascii: "u"), let unit = codeUnit(in: bytes, at: index + 2) else {
                result.append(contentsOf: bytes[index...(index + 1)])
                index += 2
                continue
            }
            let isHigh = (0xD800...0xDBFF).contains(unit)
            let isLow = (0xDC00...0xDFFF).contains(unit)
            if isHigh, index + 12 <= bytes.count, bytes[index + 6] == UInt8(ascii: "\\"), bytes[index + 7] == UInt8(ascii: "u"),
               let next = codeUnit(in: bytes, at: index + 8), (0xDC00...0xDFFF).contains(next) {
                result.append(contentsOf: bytes[index..<(index + 12)])
                index += 12
            } else if isHigh || isLow {
                result.append(contentsOf: replacement)
                index += 6
                changed = true
            } else {
                result.append(contentsOf: bytes[index..<(index + 6)])
                index += 6
            }
        }
        return changed ? result : nil
    }

    /// The value of four hex digits at `offset`, or `nil`.
    private static func codeUnit(in bytes: [UInt8], at offset: Int) -> Int? {
        guard offset + 4 <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[offset..<(offset + 4)] {
            let digit: Int
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = Int(byte - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = Int(byte - UInt8(ascii: "A")) + 10
            default: return nil
            }
            value = value << 4 | digit
        }
        return value
    }
}
