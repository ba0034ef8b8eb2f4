import Testing
import TextUI

@Suite struct WidgetTests {
    @Test func statusLine_keepsTheTrailingTextAndShortensTheLeadingText() {
        var buffer = ScreenBuffer(size: Size(width: 20, height: 1))
        StatusLine(leading: "cached 3 h ago — Inception", trailing: "q quit")
            .draw(into: &buffer, in: buffer.bounds)
        #expect(buffer.lines == ["cached 3 h a… q quit"])
        #expect(buffer.row(0).allSatisfy { $0.style == .reverse })
    }

    @Test func textBlock_wrapsAndMarksTextCutOffAtTheBottom() {
        var buffer = ScreenBuffer(size: Size(width: 10, height: 2))
        TextBlock("one two three four five six").draw(into: &buffer, in: buffer.bounds)
        #expect(buffer.lines == ["one two", "three fou…"])
    }

    @Test func textBlock_thatFits_hasNoEllipsis() {
        var buffer = ScreenBuffer(size: Size(width: 10, height: 3))
        TextBlock("one two three").draw(into: &buffer, in: buffer.bounds)
        #expect(buffer.lines == ["one two", "three", ""])
    }
}
