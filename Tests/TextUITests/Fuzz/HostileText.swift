import PropertyBased

/// Generators of text meant to break layout code: control characters, combining
/// marks, joiners, emoji, CJK, Hangul jamo, bidi controls and anything else Unicode holds.
enum HostileText {
    /// Scalars from the ranges that matter for terminal layout, and from all of Unicode.
    static let scalar = Gen<Unicode.Scalar>.oneOf(
        Gen.unicodeScalar(in: "\u{00}"..."\u{1F}"),
        Gen.unicodeScalar(in: "\u{20}"..."\u{7E}"),
        Gen.unicodeScalar(in: "\u{7F}"..."\u{9F}"),
        Gen.unicodeScalar(in: "\u{A0}"..."\u{2FF}"),
        Gen.unicodeScalar(in: "\u{300}"..."\u{36F}"),
        Gen.unicodeScalar(in: "\u{1100}"..."\u{11FF}"),
        Gen.unicodeScalar(in: "\u{200B}"..."\u{206F}"),
        Gen.unicodeScalar(in: "\u{3000}"..."\u{9FFF}"),
        Gen.unicodeScalar(in: "\u{AC00}"..."\u{D7FF}"),
        Gen.unicodeScalar(in: "\u{FE00}"..."\u{FFFF}"),
        Gen.unicodeScalar(in: "\u{1F1E6}"..."\u{1F1FF}"),
        Gen.unicodeScalar(in: "\u{1F300}"..."\u{1FAFF}"),
        Gen.unicodeScalar(in: "\u{E0000}"..."\u{E01EF}"),
        Gen.unicodeScalar(in: "\u{10000}"..."\u{10FFFF}")
    )

    /// Whole pieces that are hard to lay out, to be glued together.
    static let pieces: [String] = [
        "\u{1B}[31m", "\u{1B}]0;title\u{07}", "\u{9B}2J", "\u{7F}", "\r\n", "\n", "\t", "\r",
        "e\u{301}", "\u{301}", "a\u{20DD}", "👩‍👩‍👧", "🇰🇷", "🇰", "1️⃣", "☺\u{FE0E}", "☺\u{FE0F}",
        "\u{200D}", "\u{200B}", "\u{202E}", "\u{2066}", "\u{2028}", "ᄀ", "ᅡ", "ᆨ", "한", "表", "ｗ",
        "\u{AD}", "\u{0}", " ", "  ", "word", "…", "\u{E0001}", "\u{1F3FB}",
    ]

    /// Strings of up to `maximumScalars` scalars from `scalar`.
    static func scalars(upTo maximumScalars: Int) -> Generator<String, some SendableSequenceType> {
        scalar.array(of: 0...maximumScalars).map { scalars in
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars)
            return String(text)
        }
    }

    /// Strings glued from up to `maximumPieces` of `pieces`.
    static func glued(upTo maximumPieces: Int) -> Generator<String, some SendableSequenceType> {
        Gen<String?>.element(of: pieces).array(of: 0...maximumPieces).map { $0.compactMap { $0 }.joined() }
    }

    /// Text shaped like the rows the app draws: ASCII words, the punctuation
    /// and stars of its formatting, and now and then a hostile piece.
    static func rowLike(upTo maximumPieces: Int) -> Generator<String, some SendableSequenceType> {
        let rowPieces = ["The", "Dark", "Knight", " ", "  ", "(2008)", "8.5", "…", "★", "—", "·", "“", "”", "‰", "‐"]
        // Hostile pieces are one in about twenty, so that many rows have none.
        let weighted = Array(repeating: rowPieces, count: 8).flatMap { $0 } + pieces.prefix(6)
        return Gen<String?>.element(of: weighted).array(of: 0...maximumPieces)
            .map { $0.compactMap { $0 }.joined() }
    }

    /// Either kind, half the time each.
    static func any(upTo size: Int) -> Generator<String, some SendableSequenceType> {
        Gen<String>.oneOf(scalars(upTo: size), glued(upTo: size / 2))
    }

    /// Whether a scalar may never reach a screen cell: controls, DEL, bidi
    /// overrides and isolates, and the layout whitespace that should have become spaces.
    static func isForbiddenInCells(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
            return true
        default:
            return false
        }
    }
}
