@testable import MoviesDomain
import TestSupport
import Testing

struct MovieQueryTests {
    @Test func whenQueryHasExtraSpacesAndCapitals_normalizedTextIsTrimmedCollapsedAndLowercased() {
        #expect(MovieQuery(text: "  The   Dark\tKnight ").normalizedText == "the dark knight")
    }

    @Test func whenTextIsAnyASCII_theByteWiseNormalisationMatchesTheUnicodeOne() {
        // given: every ASCII byte, white space and capitals over-represented
        var generator = SeededGenerator(seed: 0x5EED)
        let alphabet: [UInt8] = Array(0...0x7F) + [0x20, 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x41, 0x5A, 0x61]
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...24, using: &generator)
            let text = String(decoding: (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? 0x20 }, as: UTF8.self)

            // then
            let unicode = text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ").lowercased()
            #expect(text.asciiCollapsingWhitespaceLowercased == unicode, "\(text.debugDescription)")
            #expect(MovieQuery(text: text).normalizedText == unicode)
        }
    }

    @Test func whenTextIsNotASCII_normalisationStillFoldsCaseAndUnicodeSpaces() {
        #expect(MovieQuery(text: "\u{3000}Amélie\u{00A0}POULAIN ").normalizedText == "amélie poulain")
    }

    // Swift's `==` on strings already treats canonically equivalent texts as
    // equal: only their bytes tell composed from decomposed, so these compare bytes.

    @Test func whenTitleIsTypedDecomposed_textAndNormalisedTextAreTheComposedBytes() {
        // given
        let composed = "Am\u{E9}lie"
        let decomposed = "Ame\u{301}lie"

        // when
        let query = MovieQuery(text: decomposed, year: 2001)

        // then
        #expect(Array(query.text.utf8) == Array(composed.utf8))
        #expect(Array(query.normalizedText.utf8) == Array("am\u{E9}lie".utf8))
        #expect(Array(MovieQuery(text: composed).normalizedText.utf8) == Array(query.normalizedText.utf8))
        #expect(query.year == 2001)
    }

    @Test(arguments: [
        // Hangul jamo compose into one syllable; a singleton (Ohm sign) maps to Omega;
        // marks are put in canonical order before composing; Å via the Angstrom sign.
        ("\u{1100}\u{1161}\u{11A8}", "\u{AC01}"),
        ("\u{2126}", "\u{3A9}"),
        ("a\u{323}\u{302}", "\u{1EAD}"),
        ("a\u{302}\u{323}", "\u{1EAD}"),
        ("\u{212B}ngstr\u{F6}m", "\u{C5}ngstr\u{F6}m"),
    ])
    func whenTextIsNotInNFC_itIsComposed(typed: String, composed: String) {
        #expect(Array(MovieQuery(text: typed).text.utf8) == Array(composed.utf8), "\(typed.unicodeScalars.map(\.value))")
    }

    @Test func whenTextHasCapitalsWithMarks_normalisedTextIsStillNFC() {
        // given: capitals whose lower case changes length or gains marks
        let samples = ["\u{130}stanbul", "\u{1E9E}", "\u{1F88}\u{301}", "A\u{30A}", "\u{3A3}\u{3A3}"]
        for text in samples {
            let normalized = MovieQuery(text: text).normalizedText
            #expect(Array(normalized.utf8) == normalized._nfcCodeUnits, "\(text.unicodeScalars.map(\.value))")
        }
    }

    @Test func whenTextIsASCII_itIsKeptByteForByte() {
        let text = "  The\tMatrix  "
        #expect(Array(MovieQuery(text: text).text.utf8) == Array(text.utf8))
    }

    @Test func whenTextsDifferOnlyInSpacingAndCase_areTheSameSearch() {
        #expect(MovieQuery(text: "  inception ").isSameSearch(as: MovieQuery(text: "Inception")))
    }

    @Test func whenYearsDiffer_areDifferentSearches() {
        #expect(!MovieQuery(text: "Dune", year: 1984).isSameSearch(as: MovieQuery(text: "Dune", year: 2021)))
    }

    @Test func whenPageIsLast_hasNoMorePages() {
        #expect(!MoviesPage(page: 3, totalPages: 3, movies: []).hasMorePages)
        #expect(MoviesPage(page: 2, totalPages: 3, movies: []).hasMorePages)
    }
}

