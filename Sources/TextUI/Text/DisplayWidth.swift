/// How many terminal columns text occupies.
///
/// Measured per grapheme cluster, because that is what a terminal draws as one
/// glyph: East Asian Wide and Fullwidth characters and emoji take two columns,
/// combining marks, joiners, variation selectors and control characters take
/// none, everything else one.
public enum DisplayWidth {
    private static let zeroWidthJoiner: UInt32 = 0x200D
    private static let textPresentationSelector: UInt32 = 0xFE0E
    private static let emojiPresentationSelector: UInt32 = 0xFE0F
    private static let combiningEnclosingKeycap: UInt32 = 0x20E3

    /// Columns of one grapheme cluster: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // Fast path for the overwhelmingly common case of plain ASCII.
        if scalars.count == 1, first.value >= 0x20, first.value < 0x7F {
            return 1
        }
        // A cluster is drawn from its first visible scalar; a cluster made only
        // of marks and format characters (such as a lone U+200B) has no glyph.
        guard let base = scalars.first(where: { width(ofScalar: $0) > 0 }) else {
            return 0
        }
        if scalars.count > 1 {
            let values = scalars.map(\.value)
            if base.properties.isEmoji {
                if values.contains(emojiPresentationSelector) || values.contains(combiningEnclosingKeycap) {
                    return 2
                }
                if values.contains(textPresentationSelector) {
                    return 1
                }
                if values.contains(zeroWidthJoiner) {
                    return 2
                }
            }
        }
        return width(ofScalar: base)
    }

    /// Columns of a string: the sum over its grapheme clusters.
    public static func of<Text: StringProtocol>(_ text: Text) -> Int {
        var total = 0
        for character in text {
            total += of(character)
        }
        return total
    }

    /// Columns of a single scalar drawn on its own.
    public static func width(ofScalar scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (value >= 0x7F && value < 0xA0) {
            return 0
        }
        // Latin-1 and Latin Extended hold no marks; the soft hyphen, although a
        // format character, is drawn by terminals as a visible hyphen.
        if value < 0x300 {
            return 1
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .surrogate:
            return 0
        default:
            break
        }
        // Hangul vowels and final consonants only combine with a leading consonant.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) {
            return 0
        }
        if (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value) {
            return 0
        }
        if scalar.properties.isEmojiPresentation || EastAsianWideScalars.contains(value) {
            return 2
        }
        return 1
    }
}
