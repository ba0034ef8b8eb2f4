/// Reads the strict subset of TOML that `config.toml` may use: top-level
/// `key = value` lines, `#` comments and blank lines; values are strings
/// (`"basic"` with TOML's escapes, or `'literal'`), decimal whole numbers and
/// `true`/`false`.
///
/// Everything else TOML has — `[section]` headers, dotted or quoted keys,
/// arrays, inline tables, multi-line strings, floats, dates — is refused with
/// the line it is on, rather than half-read: a file that means more than this
/// reader understands must not be taken for something it does not say. It is
/// a few hundred lines and Foundation-free because LebJe/TOMLKit, the full
/// parser, brings the whole of Foundation into the binary (measured in the
/// README's Configuration section).
///
/// Error reasons never quote a value, nor a key that is not one of
/// `ConfigFile.Key`: a key pasted alone on a line reads as a key name.
enum ConfigFileReader {
    /// One value of the file.
    enum Value: Equatable, Sendable {
        case string(String)
        case integer(Int)
        case boolean(Bool)
    }

    /// One `key = value` line.
    struct Entry: Equatable, Sendable {
        var key: String
        var value: Value
        /// 1-based.
        var line: Int
    }

    /// Why the file cannot be read: a line number and a reason (a phrase that
    /// completes "line N: …", without a full stop).
    struct SyntaxError: Error, Equatable, Sendable {
        var line: Int
        var reason: String
    }

    /// The entries of `bytes`, in file order.
    /// - Throws: `SyntaxError` for the first line that is not in the subset,
    ///   or a key given twice.
    static func entries(of bytes: some Collection<UInt8>) throws(SyntaxError) -> [Entry] {
        var bytes = Array(bytes)
        // A byte-order mark, as some editors write, is not part of the text.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var entries: [Entry] = []
        var lineNumber = 0
        var start = 0
        while start < bytes.count {
            lineNumber += 1
            var end = start
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            var lineEnd = end
            // CRLF line ends are TOML; a CR anywhere else is a control character.
            if lineEnd > start && bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            let line = bytes[start..<lineEnd]
            guard isValidUTF8(line) else {
                throw SyntaxError(line: lineNumber, reason: "the text is not valid UTF-8")
            }
            var reader = LineReader(bytes: line, number: lineNumber)
            if let entry = try reader.entry() {
                // A linear search: a config file has a dozen keys, and a first
                // Dictionary costs more instructions than the rest of the reading.
                if let first = entries.first(where: { $0.key == entry.key }) {
                    let name = ConfigFile.Key.quoted(entry.key) ?? "a key"
                    throw SyntaxError(line: lineNumber, reason: "\(name) is set again (first on line \(first.line))")
                }
                entries.append(entry)
            }
            start = end + 1
        }
        return entries
    }

    private static func isValidUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}

/// Reads one line of the file (its line end removed; valid UTF-8).
private struct LineReader {
    let bytes: ArraySlice<UInt8>
    let number: Int
    var index: Int

    init(bytes: ArraySlice<UInt8>, number: Int) {
        self.bytes = bytes
        self.number = number
        index = bytes.startIndex
    }

    typealias SyntaxError = ConfigFileReader.SyntaxError

    /// The entry on the line; `nil` for a blank or comment line.
    mutating func entry() throws(SyntaxError) -> ConfigFileReader.Entry? {
        skipSpaces()
        guard let first = current else { return nil }
        if first == UInt8(ascii: "#") {
            try comment()
            return nil
        }
        if first == UInt8(ascii: "[") {
            throw fail("[section] headers are not supported; write top-level key = value lines only")
        }
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            throw fail("quoted keys are not supported; write the key bare, such as language = \"en-US\"")
        }
        let keyStart = index
        while let byte = current, Self.isBareKeyByte(byte) { index += 1 }
        guard index > keyStart else { throw fail("expected a line of the form key = value") }
        let key = String(decoding: bytes[keyStart..<index], as: UTF8.self)
        skipSpaces()
        if current == UInt8(ascii: ".") {
            throw fail("dotted keys are not supported; write top-level key = value lines only")
        }
        guard current == UInt8(ascii: "=") else {
            guard let name = ConfigFile.Key.quoted(key) else { throw fail("expected a line of the form key = value") }
            throw fail("expected = after the key \(name)")
        }
        index += 1
        skipSpaces()
        let value = try self.value()
        skipSpaces()
        if current == UInt8(ascii: "#") {
            try comment()
        } else if let byte = current, Self.isControl(byte) {
            throw fail("the line holds a control character")
        } else if current != nil {
            throw fail("unexpected text after the value; put a comment after #")
        }
        return ConfigFileReader.Entry(key: key, value: value, line: number)
    }

    private var current: UInt8? { index < bytes.endIndex ? bytes[index] : nil }

    private func fail(_ reason: String) -> SyntaxError {
        SyntaxError(line: number, reason: reason)
    }

    private mutating func skipSpaces() {
        while let byte = current, byte == 0x20 || byte == 0x09 { index += 1 }
    }

    /// A comment runs to the line end; like TOML, no control characters but tab.
    private mutating func comment() throws(SyntaxError) {
        while let byte = current {
            if Self.isControl(byte) { throw fail("a comment holds a control character") }
            index += 1
        }
    }

    private mutating func value() throws(SyntaxError) -> ConfigFileReader.Value {
        guard let first = current else { throw fail("a value is missing after =") }
        if Self.isControl(first) { throw fail("the line holds a control character") }
        switch first {
        case UInt8(ascii: "\""):
            if startsWith("\"\"\"") { throw fail("multi-line strings are not supported; write the value on one line") }
            return .string(try basicString())
        case UInt8(ascii: "'"):
            if startsWith("'''") { throw fail("multi-line strings are not supported; write the value on one line") }
            return .string(try literalString())
        case UInt8(ascii: "["):
            throw fail("arrays are not supported; give one value")
        case UInt8(ascii: "{"):
            throw fail("inline tables are not supported; write top-level key = value lines only")
        default:
            return try bareValue()
        }
    }

    private func startsWith(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.endIndex - index >= count else { return false }
        return text.withUTF8Buffer { prefix in bytes[index..<index + count].elementsEqual(prefix) }
    }

    /// `"…"` with TOML's escapes.
    private mutating func basicString() throws(SyntaxError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        while true {
            guard let byte = current else { throw fail("a string is not closed with \" on the same line") }
            if byte == UInt8(ascii: "\"") {
                scalars.append(contentsOf: String(decoding: bytes[runStart..<index], as: UTF8.self).unicodeScalars)
                index += 1
                return String(scalars)
            }
            if Self.isControl(byte) { throw fail("a string holds a control character; write it as an escape such as \\t") }
            if byte == UInt8(ascii: "\\") {
                scalars.append(contentsOf: String(decoding: bytes[runStart..<index], as: UTF8.self).unicodeScalars)
                index += 1
                scalars.append(try escape())
                runStart = index
            } else {
                index += 1
            }
        }
    }

    /// The escape after a backslash: `\b \t \n \f \r \" \\ \uXXXX \UXXXXXXXX`.
    private mutating func escape() throws(SyntaxError) -> Unicode.Scalar {
        guard let byte = current else { throw fail("a string is not closed with \" on the same line") }
        index += 1
        switch byte {
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "u"): return try hexScalar(digits: 4)
        case UInt8(ascii: "U"): return try hexScalar(digits: 8)
        default: throw fail("a string has an unknown escape; use \\\\ for a backslash")
        }
    }

    private mutating func hexScalar(digits: Int) throws(SyntaxError) -> Unicode.Scalar {
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard let byte = current, let digit = Self.hexDigit(byte) else {
                throw fail("a \\u or \\U escape needs \(digits) hexadecimal digits")
            }
            value = value << 4 | digit
            index += 1
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw fail("a \\u or \\U escape names no Unicode character")
        }
        return scalar
    }

    /// `'…'`: no escapes.
    private mutating func literalString() throws(SyntaxError) -> String {
        index += 1
        let start = index
        while true {
            guard let byte = current else { throw fail("a string is not closed with ' on the same line") }
            if byte == UInt8(ascii: "'") {
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                index += 1
                return text
            }
            if Self.isControl(byte) { throw fail("a string holds a control character") }
            index += 1
        }
    }

    /// `true`, `false` or a decimal whole number; anything else unquoted is refused.
    private mutating func bareValue() throws(SyntaxError) -> ConfigFileReader.Value {
        let start = index
        while let byte = current, byte != 0x20, byte != 0x09, byte != UInt8(ascii: "#"), !Self.isControl(byte) { index += 1 }
        let token = bytes[start..<index]
        if token.elementsEqual("true".utf8) { return .boolean(true) }
        if token.elementsEqual("false".utf8) { return .boolean(false) }
        if let number = Self.integer(token) { return .integer(number) }
        let unsigned = token.first == UInt8(ascii: "+") || token.first == UInt8(ascii: "-") ? token.dropFirst() : token
        guard let first = unsigned.first, Self.isDigit(first) else {
            if token.isEmpty { throw fail("a value is missing after =") }
            throw fail("a value must be a \"quoted string\", a whole number, true or false")
        }
        if unsigned.allSatisfy({ Self.isDigit($0) || $0 == UInt8(ascii: "_") }) {
            throw fail("a whole number must be decimal without leading zeros, within 64 bits")
        }
        throw fail("only whole numbers are supported, not floats, dates or other forms")
    }

    /// TOML's decimal integer: an optional sign, no leading zero, `_` only between digits.
    private static func integer(_ token: ArraySlice<UInt8>) -> Int? {
        var digits = token
        var negative = false
        if let sign = digits.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            negative = sign == UInt8(ascii: "-")
            digits = digits.dropFirst()
        }
        guard let first = digits.first, isDigit(first) else { return nil }
        if first == UInt8(ascii: "0") && digits.count > 1 { return nil }
        var magnitude: UInt64 = 0
        var previousWasDigit = false
        for byte in digits {
            if byte == UInt8(ascii: "_") {
                guard previousWasDigit else { return nil }
                previousWasDigit = false
                continue
            }
            guard isDigit(byte) else { return nil }
            let (times, overflowTimes) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
            guard !overflowTimes, !overflowSum else { return nil }
            magnitude = sum
            previousWasDigit = true
        }
        guard previousWasDigit else { return nil }
        if negative {
            guard magnitude <= UInt64(Int.max) + 1 else { return nil }
            return magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude)
        }
        guard magnitude <= UInt64(Int.max) else { return nil }
        return Int(magnitude)
    }

    private static func isBareKeyByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        if isDigit(byte) { return UInt32(byte - UInt8(ascii: "0")) }
        let lower = byte | 0x20
        if lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "f") { return UInt32(lower - UInt8(ascii: "a") + 10) }
        return nil
    }

    /// C0 controls but tab, and DEL: TOML allows none of them in strings or comments.
    private static func isControl(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09) || byte == 0x7F
    }
}
