import PropertyBased
import PropertyTestSupport
import Testing
@testable import TextUI

/// Arbitrary Unicode written anywhere on a screen buffer, over and over: nothing
/// crashes, writes stay inside their limits, no cell holds a control character,
/// and every wide character keeps exactly one continuation cell.
@Suite(.propertySeedReplay) struct ScreenBufferFuzzTests {
    /// One write: text, column, row and an optional column limit.
    static func write() -> Generator<(String, Int, Int, Int?), some SendableSequenceType> {
        zip(HostileText.any(upTo: 40), Gen.int(in: -3...32), Gen.int(in: -1...5), Gen.int(in: -2...32).optional)
    }

    @Test func whenAnyTextIsWrittenRepeatedly_theBufferStaysWellFormed() async {
        let sizes = zip(Gen.int(in: 1...30), Gen.int(in: 1...5))
        await propertyCheck(count: 400, input: sizes, Self.write().array(of: 1...6)) { size, writes in
            // given
            var buffer = ScreenBuffer(size: Size(width: size.0, height: size.1))

            for (text, x, y, maxWidth) in writes {
                // when
                let written = buffer.write(text, at: Point(x: x, y: y), maxWidth: maxWidth)

                // then
                let room = max(0, min(buffer.size.width - max(0, x), maxWidth.map { max(0, $0) } ?? buffer.size.width))
                #expect(written >= 0 && written <= room, "wrote \(written) columns of \(text.debugDescription) where \(room) fit")
            }
            Self.expectWellFormed(buffer)
        }
    }

    @Test func whenRectanglesAreFilledAndRestyledAnywhere_theBufferStaysWellFormed() async {
        let rect = zip(Gen.int(in: -5...35), Gen.int(in: -2...6), Gen.int(in: -3...40), Gen.int(in: -2...8))
        let glyph = HostileText.glued(upTo: 1).map { $0.first ?? " " }
        await propertyCheck(count: 300, input: Self.write().array(of: 1...4), zip(rect, glyph).array(of: 1...4)) { writes, fills in
            // given
            var buffer = ScreenBuffer(size: Size(width: 20, height: 4))
            for (text, x, y, maxWidth) in writes {
                buffer.write(text, at: Point(x: x, y: y), maxWidth: maxWidth)
            }

            // when
            for ((x, y, width, height), character) in fills {
                let area = Rect(x: x, y: y, width: width, height: height)
                buffer.setStyle(Style(attributes: .bold), in: area)
                buffer.fill(Rect(x: y, y: x, width: height, height: width), with: character)
            }

            // then
            Self.expectWellFormed(buffer)
        }
    }

    /// Every row has the buffer's width in columns; every wide cell is followed
    /// by its continuation and every continuation follows a wide cell; no cell
    /// holds a control, a line break or a zero-width grapheme.
    static func expectWellFormed(_ buffer: ScreenBuffer, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(buffer.cells.count == buffer.size.width * buffer.size.height, sourceLocation: sourceLocation)
        for y in 0..<buffer.size.height {
            let row = Array(buffer.row(y))
            for (x, cell) in row.enumerated() {
                if cell.isContinuation {
                    #expect(x > 0 && !row[x - 1].isContinuation && row[x - 1].width == 2,
                            "orphan continuation at \(x),\(y): \(buffer.lines)", sourceLocation: sourceLocation)
                    continue
                }
                #expect(!cell.grapheme.unicodeScalars.contains(where: HostileText.isForbiddenInCells),
                        "control in cell \(x),\(y): \(cell.grapheme.debugDescription)", sourceLocation: sourceLocation)
                #expect(DisplayWidth.of(cell.grapheme) >= 1, "zero-width cell \(cell.grapheme.debugDescription)", sourceLocation: sourceLocation)
                if cell.width == 2 {
                    #expect(x + 1 < row.count && row[x + 1].isContinuation,
                            "wide cell without continuation at \(x),\(y): \(buffer.lines)", sourceLocation: sourceLocation)
                }
            }
        }
    }
}
