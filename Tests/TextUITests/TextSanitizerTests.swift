import Testing
import TextUI

@Suite struct TextSanitizerTests {
    @Test func escapeSequences_loseTheirEscapeAndCannotTakeEffect() {
        let clean = TextSanitizer.sanitize("\u{1B}[31mRed\u{1B}[0m")
        #expect(clean == "[31mRed[0m")
        #expect(!clean.unicodeScalars.contains("\u{1B}"))
    }

    @Test func c1ControlsAndDelete_areRemoved() {
        #expect(TextSanitizer.sanitize("a\u{9B}31mb\u{7F}c\u{85}d") == "a31mbcd")
    }

    @Test func bidiOverridesAndIsolates_areRemoved() {
        let input = "abc\u{202E}fed\u{202C} \u{2066}x\u{2069}\u{202A}\u{202B}\u{202D}\u{2067}\u{2068}"
        #expect(TextSanitizer.sanitize(input) == "abcfed x")
    }

    @Test func otherC0Controls_areRemoved() {
        #expect(TextSanitizer.sanitize("a\u{0}b\u{7}c\u{8}d\u{1F}") == "abcd")
    }

    @Test func tabsAndLineBreaks_becomeSpacesWhenAsked() {
        #expect(TextSanitizer.sanitize("a\tb\nc\r\nd", layoutWhitespace: .replaceWithSpace) == "a b c d")
    }

    @Test func tabsAndLineBreaks_areDroppedWhenAsked() {
        #expect(TextSanitizer.sanitize("a\tb\nc", layoutWhitespace: .remove) == "abc")
    }

    @Test func ordinaryUnicodeText_isKeptAsItIs() {
        let text = "기생충 · Amélie — 👨‍👩‍👧 e\u{301}"
        #expect(TextSanitizer.sanitize(text) == text)
    }

    @Test func removingAControl_doesNotLeaveAJoinerAttached() {
        // given: a combining mark right after an ESC
        let clean = TextSanitizer.sanitize("x\u{1B}\u{301}")
        // then: nothing unsafe remains
        #expect(!clean.unicodeScalars.contains { TextSanitizer.isUnsafe($0) })
    }
}
