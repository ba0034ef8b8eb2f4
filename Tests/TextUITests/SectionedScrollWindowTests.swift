import Testing
import TextUI

/// A window over rows with section headings: a heading above each section's
/// first row and above the top row, whole rows only, the selection in view.
@Suite struct SectionedScrollWindowTests {
    /// Rows 0–3 in section A, 4–9 in B.
    private static let sections: [String?] = Array(repeating: "A", count: 4) + Array(repeating: "B", count: 6)

    @Test func fromTheTop_aHeadingGoesAboveTheFirstRow_andOneWithNoRoomForItsRowIsLeftOut() {
        let window = SectionedScrollWindow(itemCount: 10, section: { Self.sections[$0] }, linesPerRow: 1, selection: 0, viewportHeight: 6)
        #expect(window.offset == 0)
        #expect(window.lines == [.heading(0), .row(0), .row(1), .row(2), .row(3)])
        #expect(window.rowCount == 4)
    }

    @Test func atTheEnd_theTopRowCarriesItsSectionsHeading_andTheLastPageIsFull() {
        let window = SectionedScrollWindow(itemCount: 10, section: { Self.sections[$0] }, linesPerRow: 1, selection: 9, viewportHeight: 6)
        #expect(window.offset == 5)
        #expect(window.lines == [.heading(5), .row(5), .row(6), .row(7), .row(8), .row(9)])
    }

    @Test func movingDown_scrollsJustEnoughToShowTheSelection_withTwoLineRows() {
        let sections = ["A", "A", "B", "B"]
        let window = SectionedScrollWindow(itemCount: 4, section: { sections[$0] }, linesPerRow: 2, selection: 3, viewportHeight: 7)
        #expect(window.offset == 2)
        #expect(window.lines == [.heading(2), .row(2), .row(3)])
    }

    @Test func rowsWithNoSection_scrollAsScrollWindowDoes() {
        let window = SectionedScrollWindow(itemCount: 100, section: { _ in nil }, linesPerRow: 1, selection: 15, viewportHeight: 10, previousOffset: 5)
        let plain = ScrollWindow(itemCount: 100, selection: 15, viewportHeight: 10, previousOffset: 5)
        #expect(window.offset == plain.offset)
        #expect(window.lines == plain.visibleRange.map(SectionedScrollWindow.Line.row))
    }

    @Test func anEmptyListOrNoRoom_showsNothing() {
        #expect(SectionedScrollWindow(itemCount: 0, section: { _ in "A" }, linesPerRow: 1, selection: 0, viewportHeight: 5).lines.isEmpty)
        #expect(SectionedScrollWindow(itemCount: 3, section: { _ in "A" }, linesPerRow: 1, selection: 0, viewportHeight: 0).lines.isEmpty)
    }
}
