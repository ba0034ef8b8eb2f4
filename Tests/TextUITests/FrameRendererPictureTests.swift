import Foundation
import Testing
@testable import TextUI

/// Pictures shown with a graphics protocol: sent once, taken away when they
/// go (by command, or by repainting the cells they were painted into), never
/// shown under text drawn over them.
struct FrameRendererPictureTests {
    /// Writes readable markers instead of a real protocol's bytes.
    struct MarkerEncoding: PictureEncoding {
        var keepsPicturesApart: Bool
        var usesPlaceholders = false
        var showsAgain = false

        func showAgain(id: UInt32, placement: UInt32, cells: Size) -> [UInt8]? {
            showsAgain ? Array("<again \(id)>".utf8) : nil
        }

        func forget(id: UInt32) -> [UInt8] { Array("<forget \(id)>".utf8) }

        func show(_ picture: Picture, id: UInt32, placement: UInt32, cells: Size, pixelSize: Size) -> [UInt8] {
            Array("<show \(picture.width)x\(picture.height) as \(pixelSize.width)x\(pixelSize.height)>".utf8)
        }

        func remove(id: UInt32, placement: UInt32) -> [UInt8] { Array("<remove>".utf8) }
        var removeAll: [UInt8] { Array("<remove all>".utf8) }

        func placeholderCells(id: UInt32, placement: UInt32, cells: Size) -> (rows: [[String]], style: Style)? {
            guard usesPlaceholders else { return nil }
            return ((0..<cells.height).map { row in (0..<cells.width).map { _ in String(row) } }, .bold)
        }
    }

    private static let size = Size(width: 20, height: 6)
    private static let picture = Picture(width: 2, height: 3, pixels: [UInt8](repeating: 200, count: 18))
    private static let area = Rect(origin: Point(x: 1, y: 1), size: Size(width: 4, height: 3))

    private func frame(withPicture: Bool, text: String = "title") -> ScreenBuffer {
        var buffer = ScreenBuffer(size: Self.size)
        buffer.write(text, at: Point(x: 8, y: 0))
        if withPicture { buffer.place(Self.picture, in: Self.area) }
        return buffer
    }

    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func aPicture_isSentOnceAtItsTopLeftCell_sizedToItsCells() {
        var renderer = FrameRenderer(colorMode: .trueColor)
        _ = renderer.showPictures(with: MarkerEncoding(keepsPicturesApart: true), cellPixelSize: Size(width: 10, height: 20))

        let first = text(renderer.render(frame(withPicture: true)))
        let second = text(renderer.render(frame(withPicture: true, text: "other")))

        #expect(first.contains("\u{1B}[2;2H<show 2x3 as 40x60>"))
        #expect(!second.contains("<show"))
    }

    @Test func aPictureKeptApart_isRemovedByCommand_whenItsFrameHasItNoMore() {
        var renderer = FrameRenderer(colorMode: .trueColor)
        _ = renderer.showPictures(with: MarkerEncoding(keepsPicturesApart: true), cellPixelSize: Size(width: 10, height: 20))
        _ = renderer.render(frame(withPicture: true))

        let next = text(renderer.render(frame(withPicture: false)))

        #expect(next.contains("<remove>"))
        #expect(!next.contains("<show"))
    }

    @Test func aPicturePaintedIntoCells_isRemovedByRepaintingThem() {
        var renderer = FrameRenderer(colorMode: .trueColor)
        _ = renderer.showPictures(with: MarkerEncoding(keepsPicturesApart: false), cellPixelSize: Size(width: 10, height: 20))
        _ = renderer.render(frame(withPicture: true))

        let next = text(renderer.render(frame(withPicture: false)))

        #expect(!next.contains("<remove"))
        // Each of its three rows is written again (blanks), though no cell changed.
        for row in 2...4 { #expect(next.contains("\u{1B}[\(row);2H    "), "row \(row)") }
    }

    @Test func textDrawnOverAPicture_hidesIt() {
        var renderer = FrameRenderer(colorMode: .trueColor)
        _ = renderer.showPictures(with: MarkerEncoding(keepsPicturesApart: true), cellPixelSize: Size(width: 10, height: 20))
        var covered = frame(withPicture: true)
        covered.write("help", at: Point(x: 2, y: 2))

        let bytes = text(renderer.render(covered))

        #expect(!bytes.contains("<show"))
        #expect(bytes.contains("help"))
    }

    @Test func aFrameDrawnInFull_removesEverythingThenShowsItsPictures() {
        var renderer = FrameRenderer(colorMode: .trueColor)
        _ = renderer.showPictures(with: MarkerEncoding(keepsPicturesApart: true), cellPixelSize: Size(width: 10, height: 20))
        _ = renderer.render(frame(withPicture: true))
        renderer.invalidate()

        let bytes = text(renderer.render(frame(withPicture: true)))

        let removal = bytes.range(of: "<remove all>")
        let show = bytes.range(of: "<show")
        #expect(removal != nil && show != nil)
        if let removal, let show { #expect(removal.upperBound <= show.lowerBound) }
    }

    @Test func withoutAnEncoding_thePicturesCellsStayBlank() {
        var renderer = FrameRenderer(colorMode: .trueColor)
        let bytes = text(renderer.render(frame(withPicture: true)))
        #expect(!bytes.contains("<"))
        #expect(frame(withPicture: true).lines[2].isEmpty)
    }

    @Test func placeholderPictures_areWrittenIntoTheirCells() {
        var renderer = FrameRenderer(colorMode: .trueColor)
        _ = renderer.showPictures(with: MarkerEncoding(keepsPicturesApart: true, usesPlaceholders: true), cellPixelSize: Size(width: 10, height: 20))

        let bytes = text(renderer.render(frame(withPicture: true)))

        #expect(bytes.contains("0000"))
        #expect(bytes.contains("2222"))
        #expect(bytes.contains("<show"))
    }

    @Test func aPictureOutsideTheBuffer_isNotPlaced() {
        var buffer = ScreenBuffer(size: Self.size)
        buffer.place(Self.picture, in: Rect(origin: Point(x: 18, y: 4), size: Size(width: 4, height: 3)))
        buffer.place(Picture(width: 2, height: 2, pixels: [1, 2, 3]), in: Self.area)
        #expect(buffer.pictures.isEmpty)
    }

    @Test func theFingerprint_isTheSameForTheSamePixels_andDiffersForOthers() {
        let same = Picture(width: 2, height: 3, pixels: [UInt8](repeating: 200, count: 18))
        let other = Picture(width: 2, height: 3, pixels: [UInt8](repeating: 201, count: 18))
        #expect(same == Self.picture)
        #expect(same.fingerprint == Self.picture.fingerprint)
        #expect(other != Self.picture)
    }

    @Test(arguments: [
        ("kitty", "\u{1B}_Ga=T"), ("sixel", "\u{1B}Pq"), ("iterm", "\u{1B}]1337;File=inline=1"), ("placeholders", "\u{1B}Ptmux;"),
    ])
    func eachProtocol_sendsItsOwnSequenceAtThePicturesCell(name: String, start: String) {
        let encodings: [String: any PictureEncoding] = [
            "kitty": KittyPictureEncoding(), "sixel": SixelPictureEncoding(), "iterm": ITermPictureEncoding(),
            "placeholders": KittyPlaceholderPictureEncoding(),
        ]
        var renderer = FrameRenderer(colorMode: .ansi256)
        _ = renderer.showPictures(with: encodings[name], cellPixelSize: Size(width: 8, height: 16))

        let bytes = text(renderer.render(frame(withPicture: true)))

        #expect(bytes.contains("\u{1B}[2;2H" + start), "\(name)")
        if name == "placeholders" {
            // Each cell is the placeholder with its row and column marks, in the id's indexed colour.
            #expect(bytes.unicodeScalars.filter { $0.value == 0x10EEEE }.count == Self.area.width * Self.area.height)
            #expect(bytes.contains("\u{1B}[38;5;"))
        }
    }

    @Test func aPictureTheTerminalStillHolds_isShownAgainWithoutItsData() {
        var renderer = FrameRenderer(colorMode: .trueColor)
        _ = renderer.showPictures(with: MarkerEncoding(keepsPicturesApart: true, showsAgain: true), cellPixelSize: Size(width: 10, height: 20))
        let first = text(renderer.render(frame(withPicture: true)))
        _ = renderer.render(frame(withPicture: false))

        let again = text(renderer.render(frame(withPicture: true)))

        #expect(first.contains("<show"))
        #expect(again.contains("<again ") && !again.contains("<show"))
    }

    @Test func theTerminalHoldsAtMostSixteenPictures_theLeastRecentlyShownForgottenFirst() {
        var renderer = FrameRenderer(colorMode: .trueColor)
        _ = renderer.showPictures(with: MarkerEncoding(keepsPicturesApart: true, showsAgain: true), cellPixelSize: Size(width: 10, height: 20))
        var output = ""
        for shade in 0..<(PictureLayer.heldLimit + 1) {
            var buffer = ScreenBuffer(size: Self.size)
            buffer.place(Picture(width: 2, height: 3, pixels: [UInt8](repeating: UInt8(shade), count: 18)), in: Self.area)
            output += text(renderer.render(buffer))
        }
        #expect(output.components(separatedBy: "<forget").count - 1 == 1)
        let firstID = PictureLayer(encoding: MarkerEncoding(keepsPicturesApart: true), cellPixelSize: .zero)
            .id(of: PlacedPicture(picture: Picture(width: 2, height: 3, pixels: [UInt8](repeating: 0, count: 18)), area: Self.area))
        #expect(output.contains("<forget \(firstID)>"))
        // The way out frees the rest.
        let end = text(renderer.removePictures())
        #expect(end.components(separatedBy: "<forget").count - 1 == PictureLayer.heldLimit)
    }

    @Test func picturesEncodedLater_showOnTheFrameAfterTheirBytesCome_eachAskedForOnce() {
        var renderer = FrameRenderer(colorMode: .trueColor)
        renderer.encodesPicturesLater = true
        _ = renderer.showPictures(with: MarkerEncoding(keepsPicturesApart: true), cellPixelSize: Size(width: 10, height: 20))

        let first = text(renderer.render(frame(withPicture: true)))
        let jobs = renderer.takePictureJobs()
        let meanwhile = text(renderer.render(frame(withPicture: true, text: "other")))
        #expect(!first.contains("<show") && !meanwhile.contains("<show"))
        #expect(jobs.count == 1)
        #expect(renderer.takePictureJobs().isEmpty, "asked for once")

        for job in jobs { renderer.storePicture(job, bytes: job.run()) }
        let after = text(renderer.render(frame(withPicture: true)))

        #expect(after.contains("\u{1B}[2;2H<show 2x3 as 40x60>"))
    }

    @Test func aJobOfAReplacedEncoding_isNotKept() {
        var renderer = FrameRenderer(colorMode: .trueColor)
        renderer.encodesPicturesLater = true
        _ = renderer.showPictures(with: MarkerEncoding(keepsPicturesApart: true), cellPixelSize: Size(width: 10, height: 20))
        _ = renderer.render(frame(withPicture: true))
        let stale = renderer.takePictureJobs()
        _ = renderer.showPictures(with: MarkerEncoding(keepsPicturesApart: false), cellPixelSize: Size(width: 8, height: 16))

        for job in stale { renderer.storePicture(job, bytes: Array("<stale>".utf8)) }
        let next = text(renderer.render(frame(withPicture: true)))

        #expect(!next.contains("<stale>"))
        #expect(renderer.takePictureJobs().count == 1, "the new encoding asks for its own")
    }
}
