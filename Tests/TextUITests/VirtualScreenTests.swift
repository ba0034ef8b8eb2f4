import Testing
import TextUI
import TextUITesting

@Suite struct VirtualScreenTests {
    private func feed(_ text: String, size: Size = Size(width: 6, height: 3)) -> VirtualScreen {
        var screen = VirtualScreen(size: size)
        screen.feed(Array(text.utf8))
        return screen
    }

    @Test func cursorPositioning_placesText() {
        #expect(feed("\u{1B}[2;3Hab").lines == ["", "  ab", ""])
    }

    @Test func textPastTheLastColumn_wrapsToTheNextRow() {
        #expect(feed("abcdefgh").lines == ["abcdef", "gh", ""])
    }

    @Test func aWideCharacterThatDoesNotFit_wrapsWhole() {
        #expect(feed("abcde千").lines == ["abcde", "千", ""])
    }

    @Test func eraseInLine_clearsFromTheCursor() {
        #expect(feed("abcdef\u{1B}[1;3H\u{1B}[K").lines == ["ab", "", ""])
    }

    @Test func eraseScreen_clearsEverything() {
        #expect(feed("abc\r\ndef\u{1B}[2J").lines == ["", "", ""])
    }

    @Test func aCharacterSplitAcrossWrites_isDecodedWhole() {
        // given: 기 is EA B8 B0
        var screen = VirtualScreen(size: Size(width: 6, height: 1))
        // when
        screen.feed([0xEA, 0xB8])
        screen.feed([0xB0])
        // then
        #expect(screen.lines == ["기"])
    }

    @Test func aSequenceSplitAcrossWrites_isNotPrinted() {
        var screen = VirtualScreen(size: Size(width: 6, height: 1))
        screen.feed(Array("\u{1B}[".utf8))
        screen.feed(Array("7mX".utf8))
        #expect(screen.lines == ["X"])
        #expect(screen.attributes(at: .zero) == .reverse)
    }

    @Test func lineFeedAtTheBottom_scrollsUp() {
        #expect(feed("a\r\nb\r\nc\r\nd").lines == ["b", "c", "d"])
    }
}
