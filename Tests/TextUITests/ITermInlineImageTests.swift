import Testing
import TextUI

@Suite struct ITermInlineImageTests {
    private static func sequence(movesCursor: Bool = false) -> [UInt8] {
        ITermInlineImage.sequence(
            width: PixelTestPicture.width, height: PixelTestPicture.height, pixels: PixelTestPicture.pixels,
            columns: 2, rows: 3, movesCursor: movesCursor
        )
    }

    /// The golden holds zlib 1.2.13's deflate output at level 1.
    @Test func theTestPicture_matchesItsGolden() {
        let golden = #"\e]1337;File=inline=1;size=98;width=2;height=3;preserveAspectRatio=0;doNotMoveCursor=1:iVBORw0KGgoAAAANSUhEUgAAAAQAAAAGCAIAAABrW6giAAAAKUlEQVR4AWP8zwACjAtAJBOIgAFGBgaQ3H+wAhQZkIpfl0SgJILFwAAAaPcMJPjApEEAAAAASUVORK5CYII=\a"#
        #expect(PixelTestPicture.visible(Self.sequence()) == golden)
    }

    @Test func thePayload_isThePictureAsPNGOfTheSizeGiven() throws {
        // given
        let bytes = Self.sequence()
        let text = String(decoding: bytes, as: UTF8.self)

        // when
        let colon = try #require(bytes.firstIndex(of: UInt8(ascii: ":")))
        let payload = bytes[(colon + 1)..<(bytes.count - 1)]
        let file = try #require(PixelTestDecoding.base64Decode(payload))

        // then
        #expect(text.contains(";size=\(file.count);"))
        #expect(PixelTestDecoding.decodePNG(file)?.pixels == PixelTestPicture.pixels)
        #expect(bytes.last == 0x07)
        #expect(payload.allSatisfy { (0x21...0x7E).contains($0) })
    }

    @Test func aPictureThatMovesTheCursor_leavesOutDoNotMoveCursor() {
        let text = String(decoding: Self.sequence(movesCursor: true), as: UTF8.self)
        #expect(text.contains("preserveAspectRatio=0:"))
        #expect(!text.contains("doNotMoveCursor"))
    }

    @Test(arguments: [(4, 6, 72, 0, 3), (4, 6, 72, 2, 0), (4, 6, 72, 5000, 3), (4, 6, 71, 2, 3), (0, 0, 0, 2, 3), (Int.max, 6, 72, 2, 3)])
    func malformedInput_givesNothing(width: Int, height: Int, byteCount: Int, columns: Int, rows: Int) {
        let pixels = [UInt8](repeating: 5, count: byteCount)
        #expect(ITermInlineImage.sequence(width: width, height: height, pixels: pixels, columns: columns, rows: rows).isEmpty)
    }
}
