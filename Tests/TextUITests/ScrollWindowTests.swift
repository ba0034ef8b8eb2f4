import Testing
import TextUI

@Suite struct ScrollWindowTests {
    /// A selection in view keeps the offset; fewer items than rows shows them
    /// all from the top, whatever the offset was.
    @Test(arguments: [
        (items: 100, selection: 12, previousOffset: 5, offset: 5, visible: 5..<15),
        (items: 3, selection: 2, previousOffset: 7, offset: 0, visible: 0..<3),
    ])
    func aSelectionInView_keepsTheOffset_andFewerItemsThanRowsShowsThemAllFromTheTop(
        case window: (items: Int, selection: Int, previousOffset: Int, offset: Int, visible: Range<Int>)
    ) {
        let scrolled = ScrollWindow(itemCount: window.items, selection: window.selection, viewportHeight: 10, previousOffset: window.previousOffset)
        #expect(scrolled.offset == window.offset)
        #expect(scrolled.visibleRange == window.visible)
    }

    @Test func movingBelowTheWindow_scrollsJustEnoughToShowIt() {
        let window = ScrollWindow(itemCount: 100, selection: 15, viewportHeight: 10, previousOffset: 5)
        #expect(window.offset == 6)
        #expect(window.visibleRange.last == 15)
    }

    @Test func movingAboveTheWindow_putsTheSelectionAtTheTop() {
        let window = ScrollWindow(itemCount: 100, selection: 2, viewportHeight: 10, previousOffset: 5)
        #expect(window.offset == 2)
    }

    @Test func jumpingToTheEnd_showsTheLastFullPage() {
        let window = ScrollWindow(itemCount: 100, selection: 99, viewportHeight: 10, previousOffset: 0)
        #expect(window.visibleRange == 90..<100)
    }

    @Test func aGrownViewport_leavesNoBlankRowsBelowTheList() {
        let window = ScrollWindow(itemCount: 20, selection: 19, viewportHeight: 15, previousOffset: 15)
        #expect(window.visibleRange == 5..<20)
    }

    @Test func anEmptyListOrViewport_showsNothing() {
        #expect(ScrollWindow(itemCount: 0, selection: 0, viewportHeight: 10).visibleRange.isEmpty)
        #expect(ScrollWindow(itemCount: 10, selection: 4, viewportHeight: 0).visibleRange.isEmpty)
    }

    @Test func anOutOfRangeSelection_isClampedToTheItems() {
        let window = ScrollWindow(itemCount: 30, selection: 500, viewportHeight: 10, previousOffset: 0)
        #expect(window.visibleRange == 20..<30)
    }
}
