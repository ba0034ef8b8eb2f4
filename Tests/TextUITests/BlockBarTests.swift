import TextUI
import Testing

/// A bar of block characters: whole cells, then one eighth-step block, so
/// counts a cell apart still look different; never empty for a count above zero.
struct BlockBarTests {
    @Test func theLargestFillsTheWidth_andAPartIsDrawnToTheNearestEighth() {
        #expect(BlockBar.text(4, of: 4, width: 5) == "█████")
        #expect(BlockBar.text(1, of: 2, width: 5) == "██▌")
        #expect(BlockBar.text(3, of: 8, width: 3) == "█▏")
        #expect(BlockBar.text(7, of: 8, width: 1) == "▉")
    }

    @Test func aCountAboveZeroShowsAtLeastAnEighth_andZeroOrNoRoomShowsNothing() {
        #expect(BlockBar.text(1, of: 1_000, width: 10) == "▏")
        #expect(BlockBar.text(0, of: 10, width: 10) == "")
        #expect(BlockBar.text(5, of: 0, width: 10) == "")
        #expect(BlockBar.text(5, of: 10, width: 0) == "")
    }
}
