#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Encodes command output as pretty, stable JSON (sorted keys, no escaped slashes).
enum JSONOutputEncoder {
    static func string<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        return escapingTerminalControls(closingEmptyContainers(String(decoding: data, as: UTF8.self)))
    }

    /// The pretty printer writes an empty array as `[`, a blank line, `]`;
    /// scripts and people expect `[]` (and `{}`). A raw line break only occurs
    /// between tokens (inside strings it is escaped), so this cannot touch a value.
    private static func closingEmptyContainers(_ json: String) -> String {
        json.replacing(/\[\n[ ]*\n[ ]*\]/, with: "[]").replacing(/\{\n[ ]*\n[ ]*\}/, with: "{}")
    }

    /// JSONEncoder escapes C0 controls but leaves DEL, C1 controls, bidi
    /// embeddings, overrides and isolates and the Unicode line and paragraph
    /// separators raw: valid JSON, yet they act on a terminal (or reorder and
    /// break what it shows). Such scalars only occur inside strings, so
    /// escaping them as `\uXXXX` keeps the JSON equal and the terminal safe.
    private static func escapingTerminalControls(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: needsEscape) else { return json }
        var result = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if needsEscape(scalar) {
                let hex = String(scalar.value, radix: 16)
                result.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
