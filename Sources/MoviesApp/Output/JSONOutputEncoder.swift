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

    /// JSONEncoder escapes C0 controls but leaves DEL and C1 controls raw, which
    /// are valid JSON yet act on a terminal; such scalars only occur inside
    /// strings, so escaping them keeps the JSON equal and the terminal safe.
    private static func escapingTerminalControls(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { (0x7F...0x9F).contains($0.value) }) else { return json }
        var result = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if (0x7F...0x9F).contains(scalar.value) {
                let hex = String(scalar.value, radix: 16)
                result.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
