import Testing
import TextUI

@Suite struct FrameRendererTests {
    /// A 120×40 screen full of text with row `selected` highlighted, like a list.
    private func listScreen(selected: Int) -> ScreenBuffer {
        let size = Size(width: 120, height: 40)
        var buffer = ScreenBuffer(size: size)
        for y in 0..<size.height {
            let text = String(repeating: "Row \(y) of a long list of movies ", count: 10)
            buffer.write(text, at: Point(x: 0, y: y), style: y == selected ? .reverse : .plain)
        }
        return buffer
    }

    @Test func movingTheSelection_writesOnlyTheTwoChangedRows() {
        // given: the first frame has been drawn
        var renderer = FrameRenderer(colorMode: .ansi256)
        let first = renderer.render(listScreen(selected: 3))
        // when: the selection moves down one row
        let second = renderer.render(listScreen(selected: 4))
        // then
        #expect(first.count > 120 * 40)
        #expect(second.count < 300)
        #expect(renderer.lastFrameByteCount == second.count)
    }

    @Test func anUnchangedFrame_writesNothing() {
        var renderer = FrameRenderer(colorMode: .trueColor)
        _ = renderer.render(listScreen(selected: 0))
        #expect(renderer.render(listScreen(selected: 0)).isEmpty)
    }

    @Test func changingOneCell_writesAFewBytes() {
        // given
        var renderer = FrameRenderer(colorMode: .ansi16)
        var buffer = listScreen(selected: 0)
        _ = renderer.render(buffer)
        // when
        buffer.write("#", at: Point(x: 50, y: 20))
        let bytes = renderer.render(buffer)
        // then: a cursor move and one character
        #expect(bytes.count <= 10)
        #expect(bytes.last == UInt8(ascii: "#"))
    }

    @Test func aSizeChange_forcesAFullRedraw() {
        var renderer = FrameRenderer(colorMode: .none)
        _ = renderer.render(ScreenBuffer(size: Size(width: 10, height: 2)))
        var bigger = ScreenBuffer(size: Size(width: 12, height: 2))
        bigger.write("x", at: .zero)
        let bytes = renderer.render(bigger)
        #expect(bytes.starts(with: ControlSequence.resetStyle + ControlSequence.eraseScreen))
    }

    @Test func invalidate_forcesAFullRedraw() {
        var renderer = FrameRenderer(colorMode: .none)
        let buffer = listScreen(selected: 1)
        let first = renderer.render(buffer)
        renderer.invalidate()
        #expect(renderer.render(buffer) == first)
    }

    @Test func colorModeNone_sendsAttributesButNoColours() {
        // given
        var renderer = FrameRenderer(colorMode: .none)
        var buffer = ScreenBuffer(size: Size(width: 10, height: 1))
        buffer.write("a", at: .zero, style: Style(attributes: .reverse, foreground: .red, background: .rgb(red: 1, green: 2, blue: 3)))
        // when
        let text = String(decoding: renderer.render(buffer), as: UTF8.self)
        // then
        #expect(text.contains("\u{1B}[7m"))
        #expect(!text.contains("31"))
        #expect(!text.contains("48;"))
    }

    @Test(arguments: [
        (ColorMode.trueColor, "\u{1B}[38;2;255;128;0m"),
        (ColorMode.ansi256, "\u{1B}[38;5;208m"),
        (ColorMode.ansi16, "\u{1B}[33m"),
    ])
    func rgbColours_areApproximatedForTheMode(mode: ColorMode, expected: String) {
        var renderer = FrameRenderer(colorMode: mode)
        var buffer = ScreenBuffer(size: Size(width: 3, height: 1))
        buffer.write("o", at: .zero, style: Style(foreground: .rgb(red: 255, green: 128, blue: 0)))
        let text = String(decoding: renderer.render(buffer), as: UTF8.self)
        #expect(text.contains(expected))
    }

    @Test func styleChanges_useTheShorterOfResetAndIncrementalCodes() {
        // given: bold+underline text next to underline-only text
        var renderer = FrameRenderer(colorMode: .ansi16)
        var buffer = ScreenBuffer(size: Size(width: 4, height: 1))
        buffer.write("a", at: .zero, style: Style(attributes: [.bold, .underline]))
        buffer.write("b", at: Point(x: 1, y: 0), style: Style(attributes: .underline))
        // when
        let text = String(decoding: renderer.render(buffer), as: UTF8.self)
        // then: "22" turns bold off without touching the underline
        #expect(text.contains("\u{1B}[1;4ma\u{1B}[22mb"))
        #expect(text.hasSuffix("\u{1B}[0m"))
    }

    @Test func aWideCharacterChange_rewritesTheWholeCharacter() {
        // given
        var renderer = FrameRenderer(colorMode: .none)
        var buffer = ScreenBuffer(size: Size(width: 6, height: 1))
        buffer.write("千と", at: .zero)
        _ = renderer.render(buffer)
        // when
        buffer.write("千尋", at: .zero)
        let text = String(decoding: renderer.render(buffer), as: UTF8.self)
        // then: the cursor goes to column 3 (1-based) and writes the new glyph
        #expect(text == "\u{1B}[1;3H尋")
    }

    @Test func aVisibleCursor_isPlacedAndShown() {
        var renderer = FrameRenderer(colorMode: .none)
        let buffer = ScreenBuffer(size: Size(width: 10, height: 3))
        _ = renderer.render(buffer)
        #expect(renderer.render(buffer, cursor: Point(x: 4, y: 1)) == ControlSequence.moveCursor(toColumn: 4, row: 1) + ControlSequence.showCursor)
        #expect(renderer.render(buffer) == ControlSequence.hideCursor)
    }
}
