/// Reads plain JSON straight from its bytes, and gives up — `nil` — on
/// anything a reader could take more than one way: a repeated member name,
/// an escaped surrogate, `-0`, nesting deeper than 32, or JSON that is not
/// valid. Callers then read the text with `JSONDecoder`, so what this reader
/// accepts is read exactly as `JSONDecoder` reads it.
///
/// Why it exists: a cache hit decoded its page with `JSONDecoder`, whose
/// generic containers cost the process's first run through them about 3 M
/// instructions of runtime conformance look-ups — a quarter of a cached
/// search. A page is plain JSON nearly always.
struct PlainJSONReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0
    private static let maximumDepth = 32

    /// The value `bytes` hold, or `nil` (see the type's comment).
    static func value(of bytes: UnsafeBufferPointer<UInt8>) -> PlainJSONValue? {
        var reader = PlainJSONReader(bytes: bytes)
        guard let value = reader.readValue() else { return nil }
        reader.skipWhitespace()
        return reader.index == bytes.count ? value : nil
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private var current: UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            index += 1
        }
    }

    private mutating func readValue() -> PlainJSONValue? {
        skipWhitespace()
        guard let byte = current else { return nil }
        switch byte {
        case UInt8(ascii: "{"): return readObject()
        case UInt8(ascii: "["): return readArray()
        case UInt8(ascii: "\""): return readString().map(PlainJSONValue.string)
        case UInt8(ascii: "t"): return readLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return readLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return readLiteral("null", .null)
        default: return readNumber()
        }
    }

    private mutating func readLiteral(_ text: StaticString, _ value: PlainJSONValue) -> PlainJSONValue? {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return nil }
        for offset in 0..<count where bytes[index + offset] != text.utf8Start[offset] {
            return nil
        }
        index += count
        return value
    }

    private mutating func readObject() -> PlainJSONValue? {
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        index += 1
        var members: [String: PlainJSONValue] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\""), let name = readString() else { return nil }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { return nil }
            index += 1
            guard let value = readValue(), members.updateValue(value, forKey: name) == nil else { return nil }
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default: return nil
            }
        }
    }

    private mutating func readArray() -> PlainJSONValue? {
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        index += 1
        var elements: [PlainJSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            guard let value = readValue() else { return nil }
            elements.append(value)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default: return nil
            }
        }
    }

    /// A string from its opening quote; the bytes between escapes are taken
    /// as they are (the caller's text is valid UTF-8).
    private mutating func readString() -> String? {
        index += 1
        var start = index
        var pieces: [UInt8] = []
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                pieces.append(contentsOf: bytes[start..<index])
                index += 1
                return String(decoding: pieces, as: UTF8.self)
            case UInt8(ascii: "\\"):
                pieces.append(contentsOf: bytes[start..<index])
                guard let unescaped = readEscape() else { return nil }
                pieces.append(contentsOf: unescaped)
                start = index
            case 0x00..<0x20:
                return nil
            default:
                index += 1
            }
        }
        return nil
    }

    private mutating func readEscape() -> [UInt8]? {
        guard index + 1 < bytes.count else { return nil }
        let letter = bytes[index + 1]
        index += 2
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return [letter]
        case UInt8(ascii: "b"): return [0x08]
        case UInt8(ascii: "f"): return [0x0C]
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "u"):
            guard index + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for byte in bytes[index..<(index + 4)] {
                guard let digit = Self.hexDigit(byte) else { return nil }
                value = value << 4 | digit
            }
            index += 4
            // Surrogates (pairs included) are left to JSONDecoder.
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return Array(String(Character(scalar)).utf8)
        default:
            return nil
        }
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    /// A number as JSON writes it: whole ones that fit `Int` exactly, the
    /// rest as `Double` reads the text.
    private mutating func readNumber() -> PlainJSONValue? {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        let digitsStart = index
        skipDigits()
        let integerDigits = index - digitsStart
        // No digits, or a leading zero before more digits: not JSON.
        guard integerDigits > 0, !(integerDigits > 1 && bytes[digitsStart] == UInt8(ascii: "0")) else { return nil }
        var isWhole = true
        if current == UInt8(ascii: ".") {
            isWhole = false
            index += 1
            let fractionStart = index
            skipDigits()
            guard index > fractionStart else { return nil }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isWhole = false
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            let exponentStart = index
            skipDigits()
            guard index > exponentStart else { return nil }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // `-0` is 0 as an Int and -0.0 as a Double: left to JSONDecoder.
        if isWhole, text == "-0" { return nil }
        if isWhole, let whole = Int(text) { return .integer(whole) }
        return Double(text).map(PlainJSONValue.number)
    }

    private mutating func skipDigits() {
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            index += 1
        }
    }
}
