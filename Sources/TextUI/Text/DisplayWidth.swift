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
        // Fast path for the overwhelmingly common case of plain ASCII.
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first {
            return isPrintableASCII(byte) ? 1 : 0
        }
        // A cluster is drawn from its first visible scalar; a cluster made only
        // of marks and format characters (such as a lone U+200B) has no glyph.
        var base: Unicode.Scalar?
        var scalarCount = 0
        var asksForEmoji = false
        var asksForText = false
        var joins = false
        for scalar in character.unicodeScalars {
            scalarCount += 1
            switch scalar.value {
            case emojiPresentationSelector, combiningEnclosingKeycap: asksForEmoji = true
            case textPresentationSelector: asksForText = true
            case zeroWidthJoiner: joins = true
            default: break
            }
            if base == nil, width(ofScalar: scalar) > 0 {
                base = scalar
            }
        }
        guard let base else { return 0 }
        if scalarCount > 1, base.properties.isEmoji {
            if asksForEmoji { return 2 }
            if asksForText { return 1 }
            if joins { return 2 }
        }
        return width(ofScalar: base)
    }

    /// Columns of a string: the sum over its grapheme clusters.
    public static func of(_ text: String) -> Int {
        columns(of: text)
    }

    /// Columns of a substring: the sum over its grapheme clusters.
    public static func of(_ text: Substring) -> Int {
        columns(of: text)
    }

    /// Columns of any other string type: the sum over its grapheme clusters.
    public static func of<Text: StringProtocol>(_ text: Text) -> Int {
        columns(of: text)
    }

    // The concrete overloads above let other modules reach versions of this
    // specialised here, instead of the much slower unspecialised generic.
    private static func columns<Text: StringProtocol>(of text: Text) -> Int {
        // Most titles and overviews are printable ASCII: one column a byte.
        if text.utf8.allSatisfy(isPrintableASCII) {
            return text.utf8.count
        }
        var scanner = DisplayWidthScanner(text)
        var total = 0
        while let columns = scanner.next() {
            total += columns
        }
        return total
    }

    /// Whether every scalar of `text` is a grapheme cluster of its own one
    /// column wide, whatever its neighbours: printable ASCII, and the
    /// punctuation of `isCommonNarrowPunctuation`. Such text (most rows) is
    /// measured and cut by counting scalars, and needs no sanitising.
    public static func isSingleColumnClusters(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(isSingleColumnCluster)
    }

    /// Whether `scalar` is, whatever its neighbours, a cluster of its own one
    /// column wide (see `isSingleColumnClusters`).
    static func isSingleColumnCluster(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x20..<0x7F).contains(value) || isCommonNarrowPunctuation(value)
    }

    /// Whether a UTF-8 byte is a printable ASCII character (space to tilde).
    static func isPrintableASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F
    }

    /// Columns of a single scalar drawn on its own.
    public static func width(ofScalar scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (value >= 0x7F && value < 0xA0) {
            return 0
        }
        // Latin-1 and Latin Extended hold no marks; the soft hyphen, although a
        // format character, is drawn by terminals as a visible hyphen.
        if value < 0x300 || isCommonNarrowPunctuation(value) {
            return 1
        }
        return widthFromProperties(ofScalar: scalar)
    }

    /// General Punctuation's dashes, quotes, bullets and ellipsis, and the
    /// stars of ratings: drawn on nearly every row, and each Unicode property
    /// look-up costs thousands of instructions. All are one column; a test
    /// holds this against `widthFromProperties(ofScalar:)`.
    static func isCommonNarrowPunctuation(_ value: UInt32) -> Bool {
        (0x2010...0x2027).contains(value) || (0x2030...0x205E).contains(value) || value == 0x2605 || value == 0x2606
    }

    /// Columns of a scalar from its Unicode properties, for scalars from U+0300 on.
    static func widthFromProperties(ofScalar scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
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
