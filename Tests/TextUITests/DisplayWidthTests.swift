import Testing
@testable import TextUI

@Suite struct DisplayWidthTests {
    @Test func whenPunctuationIsAnsweredWithoutLookUps_theAnswerIsWhatItsPropertiesSay() throws {
        let shortcut = (0x2000...0x2FFF).filter(DisplayWidth.isCommonNarrowPunctuation)
        // then: the shortcut covers the characters rows use, and agrees with the properties on each
        #expect(shortcut.count > 50 && shortcut.contains(0x2026) && shortcut.contains(0x2605))
        for value in shortcut {
            let scalar = try #require(Unicode.Scalar(value))
            #expect(DisplayWidth.widthFromProperties(ofScalar: scalar) == 1, "U+\(String(value, radix: 16))")
        }
    }

    @Test func asciiText_isOneColumnPerCharacter() {
        #expect(DisplayWidth.of("Inception (2010)") == 16)
    }

    @Test(arguments: [("기생충", 6), ("千と千尋", 8), ("ｶﾀｶﾅ", 4), ("ＡＢ", 4), ("中文abc", 7)])
    func eastAsianWideText_isTwoColumnsPerCharacter(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test(arguments: ["👍", "👨‍👩‍👧", "🇯🇵", "1️⃣", "❤️", "👍🏽", "🏳️‍🌈"])
    func emoji_isTwoColumns(emoji: String) throws {
        // given
        let character = try #require(emoji.first)
        // when / then
        #expect(emoji.count == 1)
        #expect(DisplayWidth.of(character) == 2)
    }

    @Test func emojiWithTextPresentationSelector_isOneColumn() {
        #expect(DisplayWidth.of("☺\u{FE0E}") == 1)
        #expect(DisplayWidth.of("☺") == 1)
    }

    @Test func combiningAccent_addsNoWidth() {
        // given: e followed by COMBINING ACUTE ACCENT
        let decomposed = "Pok\u{65}\u{301}mon"
        // then
        #expect(decomposed.unicodeScalars.count == 8)
        #expect(DisplayWidth.of(decomposed) == 7)
    }

    @Test func zeroWidthCharacters_addNoWidth() {
        #expect(DisplayWidth.of("a\u{200B}b") == 2)
        #expect(DisplayWidth.of("\u{200B}") == 0)
        #expect(DisplayWidth.of("\u{FEFF}") == 0)
        #expect(DisplayWidth.of("\u{301}") == 0)
    }

    @Test func controlCharacters_haveNoWidth() {
        #expect(DisplayWidth.of("\u{1B}") == 0)
        #expect(DisplayWidth.of("\u{7}") == 0)
        #expect(DisplayWidth.of("\u{9B}") == 0)
    }

    @Test func latinAndCyrillicLetters_areOneColumn() {
        #expect(DisplayWidth.of("Amélie") == 6)
        #expect(DisplayWidth.of("Солярис") == 7)
        #expect(DisplayWidth.of("…") == 1)
    }
}
