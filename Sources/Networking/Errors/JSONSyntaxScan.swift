#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Checks JSON syntax (RFC 8259) without building any value, and notes the
/// first number that neither a 64-bit integer nor a finite double can hold.
///
/// It exists to explain a decoding failure: Foundation's decoder reports a
/// number out of range as "not valid JSON" with no path. It walks the bytes
/// with an explicit stack, so a body nested 100,000 deep cannot overflow the
/// thread's stack.
enum JSONSyntaxScan {
    enum Outcome: Equatable {
        case invalid
        /// Valid JSON; `outOfRangeNumberAt` is the path of the first number out
        /// of range (`total_pages`, `results[3].vote_count`; empty for the top
        /// level), or `nil` when every number fits.
        case valid(outOfRangeNumberAt: String?)
    }

    static func scan(_ data: Data) -> Outcome {
        var scanner = Scanner(bytes: [UInt8](data))
        guard scanner.scanDocument() else { return .invalid }
        return .valid(outOfRangeNumberAt: scanner.firstOutOfRangePath)
    }
}

private struct Scanner {
    /// Where the scanner stands inside an open container.
    private enum Frame {
        case object(key: String)
        case array(index: Int)
    }

    /// Past this many bytes a key is not worth keeping whole for a path.
    private static let maximumKeyBytes = 64

    let bytes: [UInt8]
    private var index = 0
    private var stack: [Frame] = []
    private(set) var firstOutOfRangePath: String?

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// - Returns: whether the bytes are exactly one JSON value, with whitespace around it.
    mutating func scanDocument() -> Bool {
        value: while true {
            skipWhitespace()
            guard let byte = peek() else { return false }
            switch byte {
            case UInt8(ascii: "{"):
                index += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "}") {
                    index += 1
                } else {
                    guard let key = scanMember() else { return false }
                    stack.append(.object(key: key))
                    continue value
                }
            case UInt8(ascii: "["):
                index += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "]") {
                    index += 1
                } else {
                    stack.append(.array(index: 0))
                    continue value
                }
            case UInt8(ascii: "\""):
                guard scanString(keeping: false) != nil else { return false }
            case UInt8(ascii: "t"):
                guard scanLiteral("true") else { return false }
            case UInt8(ascii: "f"):
                guard scanLiteral("false") else { return false }
            case UInt8(ascii: "n"):
                guard scanLiteral("null") else { return false }
            default:
                guard scanNumber() else { return false }
            }
            // A value ended: close every container it completes, then go on to
            // the next value, or finish.
            while true {
                skipWhitespace()
                guard let top = stack.last else { return index == bytes.count }
                guard let byte = peek() else { return false }
                index += 1
                switch (top, byte) {
                case (.object, UInt8(ascii: ",")):
                    skipWhitespace()
                    guard let key = scanMember() else { return false }
                    stack[stack.count - 1] = .object(key: key)
                    continue value
                case (.array(let position), UInt8(ascii: ",")):
                    stack[stack.count - 1] = .array(index: position + 1)
                    continue value
                case (.object, UInt8(ascii: "}")), (.array, UInt8(ascii: "]")):
                    stack.removeLast()
                default:
                    return false
                }
            }
        }
    }

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            index += 1
        }
    }

    /// `"key" :` — returns the key.
    private mutating func scanMember() -> String? {
        guard peek() == UInt8(ascii: "\""), let key = scanString(keeping: true) else { return nil }
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else { return nil }
        index += 1
        return key
    }

    private mutating func scanLiteral(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let matches = literal.withUTF8Buffer { expected in
            expected.indices.allSatisfy { bytes[index + $0] == expected[$0] }
        }
        guard matches else { return false }
        index += count
        return true
    }

    /// A string from its opening quote; returns its raw text when `keeping`
    /// (escapes left as written: it only names a key in a path), else "".
    private mutating func scanString(keeping: Bool) -> String? {
        index += 1
        let start = index
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: "\""):
                let end = index
                index += 1
                guard keeping else { return "" }
                return String(decoding: bytes[start..<min(end, start + Self.maximumKeyBytes)], as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard let escaped = peek() else { return nil }
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                     UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    continue
                case UInt8(ascii: "u"):
                    guard index + 4 <= bytes.count, bytes[index..<index + 4].allSatisfy(\.isHexDigit) else { return nil }
                    index += 4
                default:
                    return nil
                }
            case 0..<0x20:
                return nil
            default:
                index += 1
            }
        }
        return nil
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, noting it when out of range.
    private mutating func scanNumber() -> Bool {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), first.isDigit else { return false }
        index += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        var isInteger = true
        if peek() == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard skipDigits() else { return false }
        }
        if let byte = peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() else { return false }
        }
        if firstOutOfRangePath == nil {
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            if isOutOfRange(text, isInteger: isInteger) { firstOutOfRangePath = currentPath() }
        }
        return true
    }

    /// Out of range: an integer no `Int64` holds, or any number whose double is
    /// infinite or past `Int64`'s range (an integer field cannot hold it).
    private func isOutOfRange(_ text: String, isInteger: Bool) -> Bool {
        if isInteger { return Int64(text) == nil }
        guard let value = Double(text), value.isFinite else { return true }
        return value.magnitude >= 0x1p63
    }

    /// - Returns: whether at least one digit was skipped.
    @discardableResult
    private mutating func skipDigits() -> Bool {
        let start = index
        while let byte = peek(), byte.isDigit { index += 1 }
        return index > start
    }

    /// The path of the value being scanned, written like `DecodingErrorDescription`'s.
    private func currentPath() -> String {
        var path = ""
        for frame in stack {
            switch frame {
            case .object(let key): path += (path.isEmpty ? "" : ".") + key
            case .array(let position): path += "[\(position)]"
            }
        }
        return path
    }
}

private extension UInt8 {
    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    var isHexDigit: Bool {
        isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F"))
    }
}
