import Testing
import TextUI

@Suite struct ScreenBufferTests {
    @Test func writtenText_appearsInLinesWithTrailingSpacesTrimmed() {
        // given
        var buffer = ScreenBuffer(size: Size(width: 10, height: 2))
        // when
        buffer.write("Hi", at: Point(x: 2, y: 1))
        // then
        #expect(buffer.lines == ["", "  Hi"])
    }

    @Test func text_isClippedAtTheRightEdge() {
        var buffer = ScreenBuffer(size: Size(width: 5, height: 1))
        let written = buffer.write("Inception", at: Point(x: 1, y: 0))
        #expect(written == 4)
        #expect(buffer.lines == [" Ince"])
    }

    @Test func text_isClippedAtMaxWidth() {
        var buffer = ScreenBuffer(size: Size(width: 10, height: 1))
        buffer.write("abcdef", at: .zero, maxWidth: 3)
        #expect(buffer.lines == ["abc"])
    }

    @Test func wideCharacter_occupiesItsCellAndAContinuationCell() throws {
        var buffer = ScreenBuffer(size: Size(width: 6, height: 1))
        buffer.write("기생충", at: .zero)
        let lead = try #require(buffer.cell(at: Point(x: 2, y: 0)))
        let continuation = try #require(buffer.cell(at: Point(x: 3, y: 0)))
        #expect(lead.grapheme == "생")
        #expect(continuation.isContinuation)
        #expect(buffer.lines == ["기생충"])
    }

    @Test func wideCharacterAtTheLastColumn_isReplacedByABlank() throws {
        // given: 5 columns; the third wide char would need columns 4 and 5
        var buffer = ScreenBuffer(size: Size(width: 5, height: 1))
        // when
        let written = buffer.write("千と千", at: .zero, style: .reverse)
        // then
        #expect(written == 5)
        #expect(buffer.lines == ["千と"])
        let last = try #require(buffer.cell(at: Point(x: 4, y: 0)))
        #expect(last.grapheme == " ")
        #expect(!last.isContinuation)
        #expect(last.style == .reverse)
    }

    @Test func overwritingHalfAWideCharacter_blanksTheOtherHalf() {
        var buffer = ScreenBuffer(size: Size(width: 6, height: 1))
        buffer.write("千と千", at: .zero)
        buffer.write("x", at: Point(x: 3, y: 0))
        #expect(buffer.lines == ["千 x千"])
        buffer.write("y", at: Point(x: 4, y: 0))
        #expect(buffer.lines == ["千 xy"])
        #expect(buffer.cells.filter(\.isContinuation).count == 1)
    }

    @Test func controlCharacters_neverReachTheCells() {
        var buffer = ScreenBuffer(size: Size(width: 20, height: 1))
        buffer.write("\u{1B}[2J\u{9B}H\u{7F}ok\u{202E}", at: .zero)
        #expect(buffer.lines == ["ok"])
        let everything = buffer.cells.flatMap(\.grapheme.unicodeScalars)
        #expect(!everything.contains { TextSanitizer.isUnsafe($0) })
    }

    @Test func combiningCharacters_stayInTheirLettersCell() {
        var buffer = ScreenBuffer(size: Size(width: 10, height: 1))
        buffer.write("e\u{301}x", at: .zero)
        #expect(buffer.cell(at: .zero)?.grapheme == "e\u{301}")
        #expect(buffer.cell(at: Point(x: 1, y: 0))?.grapheme == "x")
    }

    @Test func writesOutsideTheBuffer_areIgnored() {
        var buffer = ScreenBuffer(size: Size(width: 3, height: 1))
        #expect(buffer.write("a", at: Point(x: 0, y: 1)) == 0)
        #expect(buffer.write("a", at: Point(x: 3, y: 0)) == 0)
        #expect(buffer.write("a", at: Point(x: 0, y: -1)) == 0)
        #expect(buffer == ScreenBuffer(size: Size(width: 3, height: 1)))
    }

    @Test func fill_paintsOnlyInsideTheRectangle() {
        var buffer = ScreenBuffer(size: Size(width: 4, height: 3))
        buffer.fill(Rect(x: 1, y: 1, width: 5, height: 1), with: "#")
        #expect(buffer.lines == ["", " ###", ""])
    }

    @Test func setStyle_keepsTheTextAndRestylesTheRow() {
        var buffer = ScreenBuffer(size: Size(width: 4, height: 2))
        buffer.write("ab", at: Point(x: 0, y: 1))
        buffer.setStyle(.reverse, in: Rect(x: 0, y: 1, width: 4, height: 1))
        #expect(buffer.lines == ["", "ab"])
        #expect(buffer.row(1).allSatisfy { $0.style == .reverse })
        #expect(buffer.row(0).allSatisfy { $0.style == .plain })
    }

    @Test func clear_blanksEverything() {
        var buffer = ScreenBuffer(size: Size(width: 4, height: 2))
        buffer.write("abcd", at: .zero, style: .bold)
        buffer.clear()
        #expect(buffer == ScreenBuffer(size: Size(width: 4, height: 2)))
    }
}
