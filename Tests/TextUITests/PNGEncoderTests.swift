import Testing
import TextUI

@Suite struct PNGEncoderTests {
    @Test func theTestPicture_decodesToItsPixels() throws {
        // when
        let file = PNGEncoder.encode(width: PixelTestPicture.width, height: PixelTestPicture.height, pixels: PixelTestPicture.pixels)

        // then: signature, CRCs, IHDR … IEND and the inflated, unfiltered rows all check out
        let decoded = try #require(PixelTestDecoding.decodePNG(file))
        #expect(decoded.width == 4 && decoded.height == 6)
        #expect(decoded.pixels == PixelTestPicture.pixels)
    }

    @Test(arguments: [(1, 1), (97, 61), (3, 200)])
    func aGradient_decodesToItsPixels(width: Int, height: Int) throws {
        let pixels = PixelTestPicture.gradient(width: width, height: height)
        let decoded = try #require(PixelTestDecoding.decodePNG(PNGEncoder.encode(width: width, height: height, pixels: pixels)))
        #expect(decoded.width == width && decoded.height == height)
        #expect(decoded.pixels == pixels)
    }

    @Test func aSmoothPicture_isSmallerThanItsPixels() {
        // Filtering and deflate must do their job on a gradient.
        let pixels = PixelTestPicture.gradient(width: 120, height: 90)
        let file = PNGEncoder.encode(width: 120, height: 90, pixels: pixels)
        #expect(!file.isEmpty && file.count < pixels.count / 4)
    }

    @Test(arguments: [
        (0, 1, 0), (1, 0, 0), (-1, 1, 3), (2, 2, 11), (2, 2, 13),
        (Int.max, 2, 6), (2, Int.max, 6), (Int.max, Int.max, 3), (Int.min, -1, 3), (20_000, 1, 60_000),
    ])
    func malformedOrHugeSizes_giveNothing(width: Int, height: Int, byteCount: Int) {
        #expect(PNGEncoder.encode(width: width, height: height, pixels: [UInt8](repeating: 7, count: byteCount)).isEmpty)
    }
}
