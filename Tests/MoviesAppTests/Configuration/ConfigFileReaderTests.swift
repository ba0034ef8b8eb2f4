import PropertyBased
import PropertyTestSupport
import Testing
@testable import MoviesApp

/// The strict TOML subset of `config.toml`: what it reads, and that anything
/// else gets one reason with the line it is on.
@Suite(.propertySeedReplay) struct ConfigFileReaderTests {
    typealias Reader = ConfigFileReader

    private func entries(_ text: String) throws -> [Reader.Entry] {
        try Reader.entries(of: Array(text.utf8))
    }

    private func failure(_ text: String) -> Reader.SyntaxError? {
        do {
            _ = try Reader.entries(of: Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func readsKeysValuesCommentsAndBlankLines() throws {
        let text = """
            # movies
            api_key = "abc123"   # trailing comment

            \tlanguage="ko-KR"
            region = 'GB'
            mouse = false
            answer = -42
            big = 1_000
            """
        #expect(try entries(text) == [
            Reader.Entry(key: "api_key", value: .string("abc123"), line: 2),
            Reader.Entry(key: "language", value: .string("ko-KR"), line: 4),
            Reader.Entry(key: "region", value: .string("GB"), line: 5),
            Reader.Entry(key: "mouse", value: .boolean(false), line: 6),
            Reader.Entry(key: "answer", value: .integer(-42), line: 7),
            Reader.Entry(key: "big", value: .integer(1000), line: 8),
        ])
    }

    @Test func readsEscapesCRLFAndAByteOrderMark() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a = \"q\\\"\\\\\\t\\u00e9\\U0001F600\"\r\nb = true\r\n".utf8)
        #expect(try Reader.entries(of: bytes) == [
            Reader.Entry(key: "a", value: .string("q\"\\\té😀"), line: 1),
            Reader.Entry(key: "b", value: .boolean(true), line: 2),
        ])
    }

    @Test func emptyFileAndCommentsOnlyHaveNoEntries() throws {
        #expect(try entries("").isEmpty)
        #expect(try entries("\n\n# only a comment\n   \n").isEmpty)
    }

    @Test(arguments: [
        ("[tmdb]\napi_key = \"x\"", 1, "[section] headers are not supported"),
        ("a = 1\n\n[section]", 3, "[section] headers are not supported"),
        ("a.b = 1", 1, "dotted keys are not supported"),
        ("\"a\" = 1", 1, "quoted keys are not supported"),
        ("a = [1, 2]", 1, "arrays are not supported"),
        ("a = { b = 1 }", 1, "inline tables are not supported"),
        ("a = \"\"\"x\"\"\"", 1, "multi-line strings are not supported"),
        ("a = 1.5", 1, "only whole numbers are supported"),
        ("a = 1979-05-27", 1, "only whole numbers are supported"),
        ("a = 0x1F", 1, "only whole numbers are supported"),
        ("a = 007", 1, "a whole number must be decimal"),
        ("a = 99999999999999999999", 1, "a whole number must be decimal"),
        ("a = ko-KR", 1, "a value must be a \"quoted string\""),
        ("a = True", 1, "a value must be a \"quoted string\""),
        ("a =", 1, "a value is missing"),
        ("a", 1, "expected a line of the form key = value"),
        ("region", 1, "expected = after the key 'region'"),
        ("= 1", 1, "expected a line of the form key = value"),
        ("a = \"open", 1, "a string is not closed"),
        ("a = 'open", 1, "a string is not closed"),
        ("a = \"x\\q\"", 1, "unknown escape"),
        ("a = \"\\uD800\"", 1, "names no Unicode character"),
        ("a = \"\\u12\"", 1, "needs 4 hexadecimal digits"),
        ("a = \"x\" y", 1, "unexpected text after the value"),
        ("a = 1\na = 2", 2, "a key is set again (first on line 1)"),
        ("region = \"GB\"\n\nregion = \"JP\"", 3, "'region' is set again (first on line 1)"),
        ("ok = 1\na = \"\u{1B}[2J\"", 2, "control character"),
        ("a = 1 # \u{07}", 1, "a comment holds a control character"),
        ("a = 1\rb = 2", 1, "control character"),
        ("a = \u{1B}", 1, "control character"),
    ])
    func refusesWhatIsNotInTheSubsetWithItsLine(text: String, line: Int, reason: String) {
        let error = failure(text)
        #expect(error?.line == line, "\(text.debugDescription)")
        #expect(error?.reason.contains(reason) == true, "\(error?.reason ?? "no error") for \(text.debugDescription)")
    }

    @Test func invalidUTF8IsRefusedOnItsLine() {
        let bytes = Array("a = 1\nb = \"".utf8) + [0xFF, 0x22]
        #expect(throws: Reader.SyntaxError(line: 2, reason: "the text is not valid UTF-8")) {
            try Reader.entries(of: bytes)
        }
    }

    @Test func extremesOfWholeNumbers() throws {
        #expect(try entries("a = 9223372036854775807").first?.value == .integer(Int.max))
        #expect(try entries("a = -9223372036854775808").first?.value == .integer(Int.min))
        #expect(failure("a = 9223372036854775808") != nil)
        #expect(failure("a = 1__0") != nil)
        #expect(failure("a = 10_") != nil)
    }

    @Test func reasonsNeverQuoteAValue() {
        let secret = "s3cr3t-VALUE"
        for text in ["a = \"\(secret)", "a = \(secret)", "a = \"\(secret)\" \(secret)", "a = \"\(secret)\\q\""] {
            #expect(failure(text)?.reason.contains(secret) == false, "\(text)")
        }
    }

    /// A key pasted alone on a line, or as a key name, reads as a bare key:
    /// no reason quotes a key that is not a known setting.
    @Test(arguments: [
        "0123456789abcdef0123456789abcdef", "0123456789abcdef0123456789abcdef = \"x\"\n0123456789abcdef0123456789abcdef = \"y\"",
        "region = \"GB\"\n0123456789abcdef0123456789abcdef", "0123456789abcdef0123456789abcdef x",
    ])
    func aPastedKey_isNeverQuoted(text: String) {
        let error = failure(text)
        #expect(error != nil, "\(text)")
        #expect(error?.reason.contains("0123") == false, "\(error?.reason ?? "")")
    }

    // MARK: - Properties

    /// Bytes drawn mostly from TOML's own alphabet, so that many lines get far
    /// into the reader, with any byte among them.
    static let tomlish: Generator<[UInt8], some SendableSequenceType> = Gen<UInt8>.oneOf(
        Gen<UInt8?>.element(of: Array("ab_-09 =\"'#[]{}.\\\ntuefalsrxU+:".utf8)).map { $0 ?? 0x20 },
        Gen<UInt8>.value(in: 0...255)
    ).array(of: 0...200)

    @Test func anyBytesParseOrGiveOneReasonWithALineNumber() async {
        await propertyCheck(count: 2000, input: Gen<[UInt8]>.oneOf(Self.tomlish, Gen<UInt8>.value(in: 0...255).array(of: 0...300))) { bytes in
            let lineCount = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
            do {
                let entries = try Reader.entries(of: bytes)
                #expect(Set(entries.map(\.key)).count == entries.count, "keys are unique")
                #expect(entries.allSatisfy { (1...lineCount).contains($0.line) })
            } catch let error as Reader.SyntaxError {
                #expect((1...max(lineCount, 1)).contains(error.line), "line \(error.line) of \(lineCount)")
                #expect(!error.reason.isEmpty && !error.reason.hasSuffix("."), "\(error.reason)")
                #expect(!error.reason.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(error.reason)")
            } catch {
                Issue.record("an error other than SyntaxError: \(error)")
            }
        }
    }

    static let key = Gen<Character?>.element(of: Array("abcdefghijklmnopqrstuvwxyzABCXYZ0123456789_-")).map { $0 ?? "a" }
        .array(of: 1...12).map { String($0) }
    static let scalar = Gen<Unicode.Scalar>.oneOf(
        Gen.unicodeScalar(in: "\u{00}"..."\u{7F}"),
        Gen.unicodeScalar(in: "\u{80}"..."\u{D7FF}"),
        Gen.unicodeScalar(in: "\u{E000}"..."\u{10FFFF}")
    )
    static let text = Self.scalar.array(of: 0...20).map { scalars in
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars)
        return String(text)
    }

    /// A value of the kind `kind % 3` picks, from the three drawn.
    static func value(kind: Int, number: Int, flag: Bool, text: String) -> Reader.Value {
        switch kind % 3 {
        case 0: return .integer(number)
        case 1: return .boolean(flag)
        default: return .string(text)
        }
    }

    /// `value` written as TOML: strings with escapes for what may not appear raw.
    static func written(_ value: Reader.Value) -> String {
        switch value {
        case .integer(let number): return String(number)
        case .boolean(let flag): return flag ? "true" : "false"
        case .string(let text):
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                    out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
    }

    @Test func whatIsWrittenInTheSubsetReadsBackTheSame() async {
        await propertyCheck(
            count: 500,
            input: Self.key.array(of: 8), Gen<Int>.value(in: 0...2).array(of: 8), Gen<Int>.int().array(of: 8),
            Gen<Bool>.bool.array(of: 8), Self.text.array(of: 8), Gen<Int>.value(in: 0...8)
        ) { keys, kinds, numbers, flags, texts, count in
            var seen = Set<String>()
            let pairs = (0..<count).map { index in
                (keys[index], Self.value(kind: kinds[index], number: numbers[index], flag: flags[index], text: texts[index]))
            }.filter { seen.insert($0.0).inserted }
            let text = pairs.map { "\($0.0) = \(Self.written($0.1))" }.joined(separator: "\n# note\n")
            let expected = pairs.enumerated().map { index, pair in Reader.Entry(key: pair.0, value: pair.1, line: 2 * index + 1) }
            do {
                #expect(try Reader.entries(of: Array(text.utf8)) == expected, "\(text.debugDescription)")
            } catch {
                Issue.record("\(error) for \(text.debugDescription)")
            }
        }
    }
}
