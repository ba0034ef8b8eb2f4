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
            #expect(MovieQuery.normalizedASCII(text) == unicode, "\(text.debugDescription)")
            #expect(MovieQuery(text: text).normalizedText == unicode)
        }
    }

    @Test func whenTextIsNotASCII_normalisationStillFoldsCaseAndUnicodeSpaces() {
        #expect(MovieQuery(text: "\u{3000}Amélie\u{00A0}POULAIN ").normalizedText == "amélie poulain")
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

