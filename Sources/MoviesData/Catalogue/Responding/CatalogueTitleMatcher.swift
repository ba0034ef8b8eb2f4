import MoviesDomain

/// Decides whether a search text matches a film title, the way TMDB's title
/// search feels to a user.
///
/// Both sides are folded (case, diacritics and width ignored, so `amelie`
/// finds `Amélie`) and split into words at anything that is not a letter or
/// digit. A title matches when every word of the query starts a word of the
/// title, or starts a run of consecutive title words written together (so
/// `spiderman` finds `Spider-Man` and `incep` finds `Inception`). Words in
/// scripts written without spaces (Chinese, Japanese, Korean) match anywhere
/// in the title, since there are no word boundaries to anchor them to.
struct CatalogueTitleMatcher: Sendable {
    /// A title prepared for matching.
    struct PreparedTitle: Sendable {
        let words: [String]
        /// `words[i...]` joined without separators, for each `i`.
        let suffixesFromWordStarts: [String]
        /// All words joined without separators.
        let compact: String
        /// All words joined with single spaces, for exact-match ranking.
        let normalized: String

        init(_ title: String) {
            let words = CatalogueTitleMatcher.words(of: title)
            self.words = words
            suffixesFromWordStarts = words.indices.map { words[$0...].joined() }
            compact = words.joined()
            normalized = words.joined(separator: " ")
        }
    }

    /// The query's words, folded.
    let queryWords: [String]
    /// The query's words joined with single spaces.
    let normalizedQuery: String

    init(query: String) {
        queryWords = Self.words(of: query)
        normalizedQuery = queryWords.joined(separator: " ")
    }

    var isEmpty: Bool { queryWords.isEmpty }

    /// Whether every query word is found in `title`.
    func matches(_ title: PreparedTitle) -> Bool {
        guard !queryWords.isEmpty else { return false }
        return queryWords.allSatisfy { word in
            if Self.isWrittenWithoutSpaces(word) {
                return title.compact.contains(word)
            }
            return title.suffixesFromWordStarts.contains { $0.hasPrefix(word) }
        }
    }

    /// Whether the query is the whole title.
    func isExactMatch(_ title: PreparedTitle) -> Bool {
        !normalizedQuery.isEmpty && title.normalized == normalizedQuery
    }

    /// Folded words of `text` (the domain's rule, so a title the library
    /// resolves and one the catalogue finds are split alike).
    static func words(of text: String) -> [String] {
        TitleFolding.words(of: text)
    }

    private static func isWrittenWithoutSpaces(_ word: String) -> Bool {
        word.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x1100...0x11FF,   // Hangul Jamo (folding decomposes syllables into these)
                 0x3040...0x30FF,   // Hiragana and Katakana
                 0x3130...0x318F,   // Hangul Compatibility Jamo
                 0x3400...0x9FFF,   // CJK Unified Ideographs and Extension A
                 0xAC00...0xD7AF,   // Hangul Syllables
                 0xF900...0xFAFF,   // CJK Compatibility Ideographs
                 0x20000...0x2FFFF: // CJK Extensions B onwards
                true
            default:
                false
            }
        }
    }
}
