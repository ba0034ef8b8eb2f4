import Testing
import TextUI

@Suite struct TextLayoutTests {
    @Test func textThatFits_isNotTruncated() {
        #expect(TextLayout.truncate("Alien", toWidth: 5) == "Alien")
    }

    @Test func longText_endsWithEllipsisAtTheLimit() {
        let result = TextLayout.truncate("The Lord of the Rings", toWidth: 10)
        #expect(result == "The Lord …")
        #expect(DisplayWidth.of(result) == 10)
    }

    @Test func wideCharacterThatWouldStraddle_isReplacedByPadding() {
        // given: 千と千尋 is 8 columns; 4 leave room for one wide char + "…"
        let result = TextLayout.truncate("千と千尋の神隠し", toWidth: 4)
        // then
        #expect(result == "千… ")
        #expect(DisplayWidth.of(result) == 4)
    }

    @Test(arguments: Array(0...14))
    func truncation_neverSplitsAClusterAndNeverExceedsTheLimit(width: Int) {
        // given
        let text = "Le fabuleux destin d'Ame\u{301}lie 👨‍👩‍👧 기생충 🇯🇵"
        // when
        let result = TextLayout.truncate(text, toWidth: width)
        // then
        #expect(DisplayWidth.of(result) <= width)
        var kept = Substring(result)
        while kept.last == " " { kept.removeLast() }
        if width > 0, DisplayWidth.of(text) > width {
            #expect(kept.last == "…")
            kept.removeLast()
        }
        // Compared as Characters: a split cluster ("e" without its accent,
        // half a family emoji) would not match the original.
        #expect(text.starts(with: kept))
    }

    @Test func zeroWidth_givesEmptyText() {
        #expect(TextLayout.truncate("abc", toWidth: 0) == "")
        #expect(TextLayout.wrap("abc", width: 0) == [])
    }

    @Test func controlCharacters_areRemovedBeforeMeasuring() {
        #expect(TextLayout.truncate("\u{1B}[2Jab", toWidth: 5) == "ab")
    }

    @Test func fit_padsShortTextToTheExactWidth() {
        #expect(TextLayout.fit("ab", toWidth: 4) == "ab  ")
        #expect(TextLayout.fit("기생충", toWidth: 5) == "기생…")
    }

    @Test func alignRight_padsOnTheLeft() {
        #expect(TextLayout.alignRight("7.5", toWidth: 5) == "  7.5")
    }

    @Test func wrap_breaksAtWordBoundaries() {
        let lines = TextLayout.wrap("A thief who steals corporate secrets through dreams", width: 16)
        #expect(lines == ["A thief who", "steals corporate", "secrets through", "dreams"])
    }

    @Test func wrap_breaksWordsLongerThanALine() {
        #expect(TextLayout.wrap("Supercalifragilistic", width: 8) == ["Supercal", "ifragili", "stic"])
    }

    @Test func wrap_measuresWideCharacters() {
        let lines = TextLayout.wrap("千と千尋の神隠し", width: 5)
        #expect(lines == ["千と", "千尋", "の神", "隠し"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 5 })
    }

    @Test func wrap_keepsLineBreaksAndEmptyLines() {
        #expect(TextLayout.wrap("one\n\ntwo three\r\nfour", width: 20) == ["one", "", "two three", "four"])
    }

    @Test func wrap_collapsesSpacesAndTabs() {
        #expect(TextLayout.wrap("a   b\tc", width: 10) == ["a b c"])
    }

    @Test func wrap_showsACharacterWiderThanTheLineAsEllipsis() {
        #expect(TextLayout.wrap("a千", width: 1) == ["a", "…"])
    }

    @Test func wrap_ofEmptyText_isOneEmptyLine() {
        #expect(TextLayout.wrap("", width: 10) == [""])
    }
}
