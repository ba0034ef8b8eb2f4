import TextUI

/// A file's text as a terminal may be shown it: every line passed through
/// `TextSanitizer`, the rule the list commands use (no control character, so
/// no escape sequence, reaches the terminal; bidi overrides go too), with the
/// line breaks kept. An export written to a terminal goes through here; one
/// written to a file or a pipe keeps its exact bytes.
enum TerminalSafeLines {
    static func bytes(_ bytes: [UInt8]) -> [UInt8] {
        var safe: [UInt8] = []
        safe.reserveCapacity(bytes.count)
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let endsWithReturn = line.last == 0x0D
            let text = String(decoding: endsWithReturn ? line.dropLast() : line, as: UTF8.self)
            safe += TextSanitizer.sanitize(text, layoutWhitespace: .replaceWithSpace).utf8
            if index < lines.count - 1 { safe += endsWithReturn ? [0x0D, 0x0A] : [0x0A] }
        }
        return safe
    }
}
