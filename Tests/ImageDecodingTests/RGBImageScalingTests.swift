import ImageDecoding
import Testing

struct RGBImageScalingTests {
    /// Four 2×2 blocks of solid colour in a 4×4 picture.
    private static func quadrants() throws -> RGBImage {
        let colours: [[UInt8]] = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [255, 255, 255]]
        var pixels: [UInt8] = []
        for y in 0..<4 {
            for x in 0..<4 {
                pixels += colours[(y / 2) * 2 + x / 2]
            }
        }
        return try #require(RGBImage(width: 4, height: 4, pixels: pixels))
    }

    @Test func halving_averagesEachBlockToItsColour() throws {
        let scaled = try Self.quadrants().scaled(toWidth: 2, height: 2)

        #expect(scaled.width == 2 && scaled.height == 2)
        #expect(scaled.pixels == [255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255])
    }

    @Test func shrinkingToOnePixel_givesTheMeanColour() throws {
        let scaled = try Self.quadrants().scaled(toWidth: 1, height: 1)

        // (255 + 0 + 0 + 255) / 4 per channel, rounded
        #expect(scaled.pixels == [128, 128, 128])
    }

    @Test func shrinkingAHorizontalGradient_keepsTheAverageOfEachColumnBand() throws {
        // given: red = x for x in 0..<8 on 2 rows
        var pixels: [UInt8] = []
        for _ in 0..<2 { for x in 0..<8 { pixels += [UInt8(x), 0, 0] } }
        let image = try #require(RGBImage(width: 8, height: 2, pixels: pixels))

        // when
        let scaled = image.scaled(toWidth: 2, height: 1)

        // then: mean of 0...3 is 1.5 → 2, mean of 4...7 is 5.5 → 6
        #expect(scaled.pixel(x: 0, y: 0)?.red == 2)
        #expect(scaled.pixel(x: 1, y: 0)?.red == 6)
    }

    @Test func enlarging_repeatsPixels() throws {
        let image = try #require(RGBImage(width: 2, height: 1, pixels: [10, 20, 30, 40, 50, 60]))

        let scaled = image.scaled(toWidth: 4, height: 2)

        #expect(scaled.pixel(x: 1, y: 1).map { [$0.red, $0.green, $0.blue] } == [10, 20, 30])
        #expect(scaled.pixel(x: 2, y: 0).map { [$0.red, $0.green, $0.blue] } == [40, 50, 60])
    }

    @Test func nonPositiveSizes_giveAnEmptyPicture() throws {
        let scaled = try Self.quadrants().scaled(toWidth: 0, height: -3)

        #expect(scaled.width == 0 && scaled.height == 0 && scaled.pixels.isEmpty)
    }

    @Test func pixelsThatDoNotMatchTheSize_areRefused() {
        #expect(RGBImage(width: 2, height: 2, pixels: [0, 0, 0]) == nil)
        #expect(RGBImage(width: -1, height: 2, pixels: []) == nil)
        #expect(RGBImage(width: Int.max, height: 2, pixels: []) == nil)
    }
}
