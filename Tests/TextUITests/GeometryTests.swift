import Testing
import TextUI

@Suite struct GeometryTests {
    @Test func splitTop_givesTheRequestedRowsAndTheRest() {
        let (top, rest) = Rect(x: 0, y: 0, width: 80, height: 24).splitTop(rows: 2)
        #expect(top == Rect(x: 0, y: 0, width: 80, height: 2))
        #expect(rest == Rect(x: 0, y: 2, width: 80, height: 22))
    }

    @Test func splitBottom_neverTakesMoreThanTheRectangle() {
        let (rest, bottom) = Rect(x: 0, y: 0, width: 10, height: 3).splitBottom(rows: 5)
        #expect(rest.height == 0)
        #expect(bottom == Rect(x: 0, y: 0, width: 10, height: 3))
    }

    @Test func inset_shrinksFromEachSideAndNeverGoesNegative() {
        let rect = Rect(x: 2, y: 1, width: 10, height: 4)
        #expect(rect.inset(horizontal: 1, vertical: 1) == Rect(x: 3, y: 2, width: 8, height: 2))
        #expect(rect.inset(horizontal: 8).width == 0)
    }

    @Test func row_outOfRange_isEmpty() {
        let rect = Rect(x: 0, y: 5, width: 10, height: 2)
        #expect(rect.row(1) == Rect(x: 0, y: 6, width: 10, height: 1))
        #expect(rect.row(2).isEmpty)
    }

    @Test func intersection_ofDisjointRectangles_isEmpty() {
        let a = Rect(x: 0, y: 0, width: 5, height: 5)
        #expect(a.intersection(Rect(x: 10, y: 10, width: 2, height: 2)).isEmpty)
        #expect(a.intersection(Rect(x: 3, y: 3, width: 5, height: 5)) == Rect(x: 3, y: 3, width: 2, height: 2))
    }

    @Test func contains_excludesTheFarEdges() {
        let rect = Rect(x: 1, y: 1, width: 2, height: 2)
        #expect(rect.contains(Point(x: 2, y: 2)))
        #expect(!rect.contains(Point(x: 3, y: 1)))
    }
}
