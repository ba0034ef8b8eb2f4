import TextUI
import Testing

/// A line of columns of block characters: one cell per value, the largest a
/// whole cell, the others to the nearest eighth; none is a space, and a
/// value above zero is never drawn as none.
struct BlockColumnsTests {
    @Test func theLargestIsAWholeCell_andTheOthersTheirShareToTheNearestEighth() {
        #expect(BlockColumns.text([8, 4, 1, 6]) == "█▄▁▆")
        #expect(BlockColumns.text([2, 1]) == "█▄")
        #expect(BlockColumns.text([3]) == "█")
    }

    @Test func noneIsASpace_andAValueAboveZeroShowsAtLeastAnEighth() {
        #expect(BlockColumns.text([1_000, 0, 1]) == "█ ▁")
        #expect(BlockColumns.text([0, 0, 0]) == "   ")
        #expect(BlockColumns.text([]) == "")
    }
}
