import Testing
import TextUI

@Suite struct KittyPlaceholderTests {
    private static let placeholder: Unicode.Scalar = "\u{10EEEE}"

    private static func diacritic(_ number: Int) throws -> Unicode.Scalar {
        try #require(KittyPlaceholder.diacritic(for: number))
    }

    @Test func theDiacriticTable_isKittysList() throws {
        // 297 distinct combining marks above (class 230), in code point order,
        // from U+0305 to U+1D244, as gen/rowcolumn-diacritics.txt lists them.
        let marks = try (0..<KittyPlaceholder.maximumSpan).map(Self.diacritic)
        #expect(marks.count == 297)
        #expect(Set(marks).count == 297)
        #expect(marks == marks.sorted { $0.value < $1.value })
        #expect(marks.allSatisfy { $0.properties.generalCategory == .nonspacingMark && $0.properties.canonicalCombiningClass == .above })
        #expect(Array(marks.prefix(5).map(\.value)) == [0x305, 0x30D, 0x30E, 0x310, 0x312])
        #expect(marks[29].value == 0x036F && marks[30].value == 0x0483 && marks[96].value == 0x0745)
        #expect(marks[200].value == 0x20D4 && marks.last?.value == 0x1D244)
        #expect(KittyPlaceholder.diacritic(for: 297) == nil && KittyPlaceholder.diacritic(for: -1) == nil)
    }

    @Test func eachCell_namesItsRowAndColumn() throws {
        // when
        let rows = KittyPlaceholder.rows(imageID: 42, columns: 3, rows: 2)

        // then: the protocol's own 2×2 example, widened to three columns
        #expect(rows.count == 2)
        for (row, text) in rows.enumerated() {
            var expected = String.UnicodeScalarView()
            for column in 0..<3 {
                expected += [Self.placeholder, try Self.diacritic(row), try Self.diacritic(column)]
            }
            #expect(text.unicodeScalars.elementsEqual(expected))
            #expect(text.count == 3)
        }
    }

    @Test func everyRowAndColumnUpToTheLargestSpan_isNumbered() throws {
        let span = KittyPlaceholder.maximumSpan
        let rows = KittyPlaceholder.rows(imageID: 9, columns: span, rows: span)
        #expect(rows.count == span)
        let marks = try (0..<span).map(Self.diacritic)
        for (row, text) in rows.enumerated() {
            let scalars = Array(text.unicodeScalars)
            #expect(scalars.count == span * 3)
            for column in 0..<span {
                #expect(scalars[column * 3] == Self.placeholder)
                #expect(scalars[column * 3 + 1] == marks[row], "row \(row) column \(column)")
                #expect(scalars[column * 3 + 2] == marks[column], "row \(row) column \(column)")
            }
        }
    }

    @Test func anIDAbove24Bits_carriesItsHighByteInAThirdDiacritic() throws {
        // The protocol's example: 33554474 = 42 + (2 << 24).
        let rows = KittyPlaceholder.rows(imageID: 42 + (2 << 24), columns: 2, rows: 1)
        let expected: [Unicode.Scalar] = [
            Self.placeholder, try Self.diacritic(0), try Self.diacritic(0), try Self.diacritic(2),
            Self.placeholder, try Self.diacritic(0), try Self.diacritic(1), try Self.diacritic(2),
        ]
        #expect(rows.map { Array($0.unicodeScalars) } == [expected])
        #expect(KittyPlaceholder.foreground(imageID: 42 + (2 << 24)) == .indexed(42))
    }

    @Test func theForeground_carriesTheLow24BitsOfTheID() {
        #expect(KittyPlaceholder.foreground(imageID: 7) == .indexed(7))
        #expect(KittyPlaceholder.foreground(imageID: 255) == .indexed(255))
        #expect(KittyPlaceholder.foreground(imageID: 0x12_3456) == .rgb(red: 0x12, green: 0x34, blue: 0x56))
        #expect(KittyPlaceholder.foreground(imageID: 0xAB12_3456) == .rgb(red: 0x12, green: 0x34, blue: 0x56))
    }

    @Test func aPlaceholderCell_isOneColumnAndItsMarksNone() throws {
        #expect(DisplayWidth.width(ofScalar: Self.placeholder) == 1)
        for number in 0..<KittyPlaceholder.maximumSpan {
            #expect(DisplayWidth.width(ofScalar: try Self.diacritic(number)) == 0)
        }
        let row = try #require(KittyPlaceholder.rows(imageID: 42 + (2 << 24), columns: 40, rows: 1).first)
        #expect(DisplayWidth.of(row) == 40)
        #expect(row.allSatisfy { DisplayWidth.of($0) == 1 })
    }

    @Test func aRowWrittenToAScreenBuffer_fillsOneCellPerColumn() throws {
        // given
        let rows = KittyPlaceholder.rows(imageID: 42, columns: 5, rows: 2)
        var buffer = ScreenBuffer(size: Size(width: 8, height: 2))
        let style = Style(foreground: KittyPlaceholder.foreground(imageID: 42))

        // when
        let written = buffer.write(rows[1], at: Point(x: 2, y: 1), style: style)

        // then
        #expect(written == 5)
        let clusters = Array(rows[1])
        for column in 0..<5 {
            let cell = try #require(buffer.cell(at: Point(x: 2 + column, y: 1)))
            #expect(cell.grapheme == String(clusters[column]))
            #expect(cell.style.foreground == .indexed(42))
            #expect(!cell.isContinuation && cell.width == 1)
        }
        #expect(buffer.cell(at: Point(x: 7, y: 1))?.grapheme == " ")
    }

    @Test(arguments: [(0, 2, 2), (1, 0, 2), (1, 2, 0), (1, 298, 1), (1, 1, 298), (1, -1, 1)])
    func outOfRangeIDsOrSpans_giveNoRows(imageID: UInt32, columns: Int, rows: Int) {
        #expect(KittyPlaceholder.rows(imageID: imageID, columns: columns, rows: rows).isEmpty)
    }
}
