import Testing
@testable import TextUI

/// What a terminal reports about its size is bounded by what can be shown:
/// a buffer holds at most `ScreenBuffer.maximumSize` cells whatever the
/// window, a cell size no font has is ignored, and no picture is encoded at
/// more than `PictureSizing.maximumPixelSize`.
@Suite struct DrawableBoundsTests {
    @Test func aBufferForAHugeWindow_holdsOnlyTheMaximumDrawableSize() {
        // given
        let window = Size(width: 65_535, height: 65_535)
        // when
        var buffer = ScreenBuffer(size: window)
        buffer.write("far", at: Point(x: 2_000, y: 10))
        buffer.write("near", at: Point(x: 995, y: 499))
        // then
        #expect(buffer.size == ScreenBuffer.maximumSize)
        #expect(buffer.cells.count == 1_000 * 500)
        #expect(buffer.lines.count == 500)
        #expect(buffer.lines[10].isEmpty, "cells beyond the maximum are not drawn")
        #expect(buffer.lines[499].hasSuffix("near"))
    }

    @Test(arguments: [
        (Size(width: 80, height: 24), Size(width: 80, height: 24)),
        (Size(width: 1_000, height: 500), Size(width: 1_000, height: 500)),
        (Size(width: 1_001, height: 24), Size(width: 1_000, height: 24)),
        (Size(width: 120, height: 20_000), Size(width: 120, height: 500)),
    ])
    func aWindow_isDrawnUpToTheMaximumEachWay(window: Size, drawn: Size) {
        #expect(ScreenBuffer(size: window).size == drawn)
        #expect(ScreenBuffer.drawableSize(of: window) == drawn)
    }

    @Test func aCellSizeFromAWindowOf65535Pixels_isIgnored() {
        // given: 65535 pixels across 80 columns, 819 a cell
        var probe = TerminalCapabilityProbe(environment: [:])
        // when
        probe.noteWindow(pixels: Size(width: 65_535, height: 65_535), cells: Size(width: 80, height: 24))
        // then
        #expect(probe.environmentCapabilities().cellPixelSize == nil)
        #expect(probe.capabilities(timedOut: true).cellPixelSize == nil)
    }

    @Test func anImplausibleCellSizeReply_isIgnored_andTheWindowsPlausibleOneStays() {
        // given
        var probe = TerminalCapabilityProbe(environment: [:])
        probe.noteWindow(pixels: Size(width: 800, height: 480), cells: Size(width: 80, height: 24))
        // when
        probe.receive(.cellPixelSize(Size(width: 4_096, height: 4_096)))
        probe.receive(.deviceAttributes([62]))
        // then
        #expect(probe.capabilities(timedOut: false).cellPixelSize == Size(width: 10, height: 20))
    }

    @Test(arguments: [
        (Size(width: 2, height: 4), true), (Size(width: 256, height: 512), true), (Size(width: 10, height: 20), true),
        (Size(width: 1, height: 20), false), (Size(width: 10, height: 3), false),
        (Size(width: 257, height: 20), false), (Size(width: 10, height: 513), false), (Size(width: 819, height: 2_730), false),
    ])
    func plausibleCellSizes_areThoseAFontCanHave(cell: Size, plausible: Bool) {
        #expect((TerminalCapabilityProbe.plausibleCellPixelSize(cell) != nil) == plausible)
        var probe = TerminalCapabilityProbe(environment: [:])
        probe.receive(.cellPixelSize(cell))
        #expect((probe.capabilities(timedOut: true).cellPixelSize == cell) == plausible)
    }

    @Test func aPictureOverManyLargeCells_isEncodedAtMost2048PixelsEachWay_itsShapeKept() {
        // given: a caller that passes any cell size, and a picture over 400×200 cells
        var renderer = FrameRenderer(colorMode: .trueColor)
        _ = renderer.showPictures(with: FrameRendererPictureTests.MarkerEncoding(keepsPicturesApart: true), cellPixelSize: Size(width: 65_535, height: 65_535))
        var buffer = ScreenBuffer(size: Size(width: 1_000, height: 500))
        buffer.place(Picture(width: 2, height: 3, pixels: [UInt8](repeating: 90, count: 18)), in: Rect(x: 0, y: 0, width: 400, height: 200))
        // when
        let bytes = String(decoding: renderer.render(buffer), as: UTF8.self)
        // then: 400 cells of 256 pixels by 200 of 512, shrunk to fit 2048
        #expect(bytes.contains("<show 2x3 as 2048x2048>"), "\(bytes.suffix(80))")
    }

    @Test(arguments: [
        (Size(width: 20, height: 10), Size(width: 10, height: 20), Size(width: 200, height: 200)),
        (Size(width: 300, height: 100), Size(width: 10, height: 20), Size(width: 2_048, height: 1_365)),
        (Size(width: 1_000, height: 500), Size(width: 256, height: 512), Size(width: 2_048, height: 2_048)),
        (Size(width: 65_535, height: 1), Size(width: Int.max, height: Int.max), Size(width: 2_048, height: 4)),
        (Size(width: 4, height: 3), Size(width: 0, height: -5), Size(width: 4, height: 3)),
    ])
    func thePixelSizeOfAPicture_isItsCellsTimesACellBoundedEachWay(cells: Size, cell: Size, pixels: Size) {
        #expect(PictureSizing.pixelSize(cells: cells, cellPixelSize: cell) == pixels)
    }
}
