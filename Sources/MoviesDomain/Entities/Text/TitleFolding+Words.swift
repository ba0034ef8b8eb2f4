extension TitleFolding {
    /// The folded words of `text`: split at anything that is not a letter or
    /// a digit, so dashes, quotes, colons and ellipses separate words and
    /// never count themselves (`Spider–Man: “No Way Home”…` is `spider`,
    /// `man`, `no`, `way`, `home`).
    public static func words(of text: String) -> [String] {
        let folded = fold(text)
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// `text`'s folded words joined by single spaces: two titles that differ
    /// only in case, accents, width, dashes, quotes or punctuation have the same key.
    public static func key(_ text: String) -> String {
        words(of: text).joined(separator: " ")
    }
}
