extension StringProtocol {
    /// The text without leading and trailing Unicode scalars for which
    /// `isTrimmed` holds.
    ///
    /// Works on scalars, as Foundation's `trimmingCharacters(in:)` did, so a
    /// combining mark after a space does not shield the space; Networking
    /// imports `FoundationEssentials`, which has no `CharacterSet`.
    func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
              let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        return String(kept)
    }

    /// The text with every occurrence of `target` replaced by `replacement`,
    /// matched byte for byte in UTF-8, left to right, without overlaps.
    ///
    /// Byte matching, unlike the standard library's `replacing(_:with:)` on
    /// characters, also finds `target` when a combining mark follows it; a
    /// redacted secret must not survive because of its neighbour.
    func replacingEvery(_ target: String, with replacement: String) -> String {
        let text = Array(utf8)
        let needle = Array(target.utf8)
        guard !needle.isEmpty, needle.count <= text.count else { return String(self) }
        var result: [UInt8] = []
        result.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            if index + needle.count <= text.count, text[index] == needle[0],
               text[index..<index + needle.count].elementsEqual(needle) {
                result.append(contentsOf: replacement.utf8)
                index += needle.count
            } else {
                result.append(text[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}

extension Unicode.Scalar {
    /// A space or a tab: what `CharacterSet.whitespaces` holds (category Zs and U+0009).
    var isHorizontalWhitespace: Bool {
        self == "\t" || properties.generalCategory == .spaceSeparator
    }

    /// A line break: what `CharacterSet.newlines` holds (U+000A–U+000D, U+0085, U+2028, U+2029).
    var isLineBreak: Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029:
            return true
        default:
            return false
        }
    }

    /// Whitespace or a line break: Unicode's White_Space property, what
    /// `CharacterSet.whitespacesAndNewlines` holds.
    var isWhitespaceOrLineBreak: Bool {
        properties.isWhitespace
    }
}
