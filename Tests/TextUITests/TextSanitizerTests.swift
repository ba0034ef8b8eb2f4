import Testing
import TextUI

@Suite struct TextSanitizerTests {
    @Test func csiSequences_areDroppedWhole_parametersIncluded() {
        #expect(TextSanitizer.sanitize("\u{1B}[31mRed\u{1B}[0m") == "Red")
        #expect(TextSanitizer.sanitize("a\u{1B}[2J\u{1B}[?1049hb") == "ab")
        #expect(TextSanitizer.sanitize("a\u{9B}31mb") == "ab", "the 8-bit CSI")
    }

    @Test func stringSequences_areDroppedWhole_withTheirTerminators() {
        #expect(TextSanitizer.sanitize("x\u{1B}]52;c;aGVsbG8=\u{7}y") == "xy", "OSC ended by BEL")
        #expect(TextSanitizer.sanitize("x\u{1B}]0;pwned\u{1B}\\y") == "xy", "OSC ended by ST")
        #expect(TextSanitizer.sanitize("x\u{1B}P1$r\u{9C}y\u{9D}8;;u\u{7}z") == "xyz", "DCS, and the C1 OSC")
        #expect(TextSanitizer.sanitize("x\u{1B}_Ga=d\u{1B}\\y\u{1B}^pm\u{7}z") == "xyz", "APC and PM")
    }

    @Test func aStringSequenceThatNeverEnds_losesOnlyItsIntroducer() {
        #expect(TextSanitizer.sanitize("x\u{1B}]0;title") == "x0;title")
    }

    @Test func otherEscapeSequences_areDroppedWhole() {
        #expect(TextSanitizer.sanitize("a\u{1B}(Bb\u{1B}7c\u{1B}") == "abc")
    }

    @Test func aSequenceCutShort_endsAtTheFirstCharacterNotItsOwn() {
        #expect(TextSanitizer.sanitize("a\u{1B}[12é") == "aé")
    }

    @Test func c1ControlsAndDelete_areRemoved() {
        #expect(TextSanitizer.sanitize("a\u{7F}c\u{85}d") == "acd")
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
