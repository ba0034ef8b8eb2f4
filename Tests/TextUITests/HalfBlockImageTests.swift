import Testing
import TextUI

@Suite struct HalfBlockImageTests {
    private static let red: [UInt8] = [255, 0, 0]
    private static let green: [UInt8] = [0, 255, 0]
    private static let blue: [UInt8] = [0, 0, 255]
    private static let white: [UInt8] = [255, 255, 255]

    private static func rgb(_ values: [UInt8]) -> TerminalColor {
        .rgb(red: values[0], green: values[1], blue: values[2])
    }

    @Test func eachCellShowsTheUpperPixelInFrontAndTheLowerBehind() throws {
        // given: 2×2 pixels, red and green on top, blue and white below
        let image = HalfBlockImage(width: 2, height: 2, pixels: Self.red + Self.green + Self.blue + Self.white)
        var buffer = ScreenBuffer(size: Size(width: 2, height: 1))

        // when
        image.draw(into: &buffer, in: buffer.bounds)

        // then
        let left = try #require(buffer.cell(at: Point(x: 0, y: 0)))
        let right = try #require(buffer.cell(at: Point(x: 1, y: 0)))
        #expect(left.grapheme == "▀" && right.grapheme == "▀")
        #expect(left.style.foreground == Self.rgb(Self.red))
        #expect(left.style.background == Self.rgb(Self.blue))
        #expect(right.style.foreground == Self.rgb(Self.green))
        #expect(right.style.background == Self.rgb(Self.white))
    }

    @Test func aLargerPictureIsShrunkByAveraging() throws {
        // given: 2×4 pixels, the top two rows black then white, the bottom two blue
        var pixels: [UInt8] = []
        for y in 0..<4 {
            for x in 0..<2 {
                pixels += y < 2 ? (x == 0 ? [0, 0, 0] : Self.white) : Self.blue
            }
        }
        let image = HalfBlockImage(width: 2, height: 4, pixels: pixels)
        var buffer = ScreenBuffer(size: Size(width: 1, height: 1))

        // when: one cell, so 1×2 pixels
        image.draw(into: &buffer, in: buffer.bounds)

        // then: the top half averages black and white to grey; the bottom half stays blue
        let cell = try #require(buffer.cell(at: .zero))
        #expect(cell.style.foreground == .rgb(red: 128, green: 128, blue: 128))
        #expect(cell.style.background == Self.rgb(Self.blue))
    }

    @Test func aWidePictureKeepsItsShapeAndLeavesTheRestOfTheAreaAlone() {
        // given: 8×2 pixels into a 4×4-cell area (4×8 pixels)
        let image = HalfBlockImage(width: 8, height: 2, pixels: Array(repeating: 200, count: 8 * 2 * 3))
        var buffer = ScreenBuffer(size: Size(width: 4, height: 4))

        // when
        image.draw(into: &buffer, in: buffer.bounds)

        // then: 4×1 pixels, one row of cells whose lower half is the terminal's own
        #expect(image.fittedSize(in: Size(width: 4, height: 4)) == Size(width: 4, height: 1))
        #expect(buffer.lines == ["▀▀▀▀", "", "", ""])
        #expect(buffer.row(0).allSatisfy { $0.style.background == .default })
        #expect(buffer.row(1).allSatisfy { $0 == .blank })
    }

    @Test func aTallPictureIsFittedToTheHeightFromTheAreasCorner() {
        // given: a poster shape, 2×6 pixels, into a 10×3-cell area at (5, 1)
        let image = HalfBlockImage(width: 2, height: 6, pixels: Array(repeating: 90, count: 2 * 6 * 3))
        var buffer = ScreenBuffer(size: Size(width: 20, height: 5))

        // when
        image.draw(into: &buffer, in: Rect(x: 5, y: 1, width: 10, height: 3))

        // then: 6 pixels tall is 3 rows, 2 pixels wide is 2 columns
        #expect(image.fittedSize(in: Size(width: 10, height: 3)) == Size(width: 2, height: 3))
        #expect(buffer.lines == ["", "     ▀▀", "     ▀▀", "     ▀▀", ""])
        #expect(buffer.cell(at: Point(x: 6, y: 3))?.style.background == .rgb(red: 90, green: 90, blue: 90))
    }

    @Test func pixelsThatDoNotMatchTheSize_drawNothing() {
        let image = HalfBlockImage(width: 3, height: 3, pixels: [1, 2, 3])
        var buffer = ScreenBuffer(size: Size(width: 4, height: 4))

        image.draw(into: &buffer, in: buffer.bounds)

        #expect(buffer == ScreenBuffer(size: Size(width: 4, height: 4)))
        #expect(image.fittedSize(in: Size(width: 4, height: 4)) == .zero)
    }

    @Test func anEmptyArea_drawsNothing() {
        let image = HalfBlockImage(width: 1, height: 2, pixels: Self.red + Self.blue)
        var buffer = ScreenBuffer(size: Size(width: 2, height: 2))

        image.draw(into: &buffer, in: Rect(x: 0, y: 0, width: 0, height: 2))

        #expect(buffer == ScreenBuffer(size: Size(width: 2, height: 2)))
    }
}
