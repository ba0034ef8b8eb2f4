import Testing
import TextUI

@Suite struct SixelQuantizerTests {
    /// The picture the palette and indices describe.
    private static func reconstruct(_ result: SixelQuantizer.Result) -> [UInt8] {
        result.indices.flatMap { index in result.palette[(Int(index) * 3)..<(Int(index) * 3 + 3)] }
    }

    private static func mean(_ pixels: [UInt8], channel: Int) -> Double {
        let values = stride(from: channel, to: pixels.count, by: 3).map { Double(pixels[$0]) }
        return values.reduce(0, +) / Double(values.count)
    }

    /// Numbers from a fixed seed, so the noise picture is the same every run.
    private static func noise(count: Int) -> [UInt8] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    @Test func aTwoColourPicture_isKeptExactly() throws {
        // given: a checkerboard of two colours no palette grid would hit
        let first: [UInt8] = [13, 201, 77]
        let second: [UInt8] = [250, 3, 128]
        var pixels: [UInt8] = []
        for pixel in 0..<(9 * 7) {
            pixels += (pixel / 9 + pixel % 9) % 2 == 0 ? first : second
        }

        // when
        let result = try #require(SixelQuantizer.quantize(width: 9, height: 7, pixels: pixels))

        // then
        #expect(result.colorCount == 2)
        #expect(Self.reconstruct(result) == pixels)
    }

    @Test func exactly256Colours_areKeptExactly() throws {
        let pixels = (0..<256).flatMap { [UInt8($0), UInt8(255 - $0), UInt8($0 / 2)] }
        let result = try #require(SixelQuantizer.quantize(width: 16, height: 16, pixels: pixels))
        #expect(result.colorCount == 256)
        #expect(Self.reconstruct(result) == pixels)
    }

    @Test(arguments: [256, 64, 16, 2, 1])
    func aPictureWithMoreColours_getsAtMostTheColoursAskedFor(maximumColors: Int) throws {
        let pixels = PixelTestPicture.gradient(width: 120, height: 80)
        let result = try #require(SixelQuantizer.quantize(width: 120, height: 80, pixels: pixels, maximumColors: maximumColors))
        #expect((1...maximumColors).contains(result.colorCount))
        #expect(result.indices.count == 120 * 80)
        #expect(result.indices.allSatisfy { Int($0) < result.colorCount })
    }

    @Test(arguments: [0, -5, 300, Int.max])
    func theColourCount_isClampedTo1Through256(maximumColors: Int) throws {
        let pixels = Self.noise(count: 64 * 64 * 3)
        let result = try #require(SixelQuantizer.quantize(width: 64, height: 64, pixels: pixels, maximumColors: maximumColors))
        #expect(result.colorCount == min(max(maximumColors, 1), 256))
    }

    @Test(arguments: ["gradient", "noise"])
    func aPictureWithThousandsOfColours_keepsItsMeanColour(kind: String) throws {
        // given
        let width = 96
        let height = 64
        let pixels = kind == "gradient" ? PixelTestPicture.gradient(width: width, height: height) : Self.noise(count: width * height * 3)

        // when
        let result = try #require(SixelQuantizer.quantize(width: width, height: height, pixels: pixels))

        // then: dithering carries each pixel's error on, so the averages survive
        let shown = Self.reconstruct(result)
        for channel in 0..<3 {
            #expect(abs(Self.mean(shown, channel: channel) - Self.mean(pixels, channel: channel)) < 1.5)
        }
    }

    @Test func aGradient_staysCloseToItself() throws {
        // 256 well-placed colours leave a smooth picture within a few levels.
        let pixels = PixelTestPicture.gradient(width: 96, height: 64)
        let result = try #require(SixelQuantizer.quantize(width: 96, height: 64, pixels: pixels))
        let shown = Self.reconstruct(result)
        var squaredError: Double = 0
        for (shownValue, value) in zip(shown, pixels) {
            let difference = Double(Int(shownValue) - Int(value))
            squaredError += difference * difference
        }
        #expect((squaredError / Double(pixels.count)).squareRoot() < 6)
    }

    @Test func theSamePicture_givesTheSameResult() {
        let pixels = Self.noise(count: 40 * 30 * 3)
        #expect(SixelQuantizer.quantize(width: 40, height: 30, pixels: pixels) == SixelQuantizer.quantize(width: 40, height: 30, pixels: pixels))
    }

    @Test(arguments: [(0, 0, 0), (2, 2, 11), (Int.max, 1, 3), (1, -1, 3)])
    func malformedInput_givesNothing(width: Int, height: Int, byteCount: Int) {
        #expect(SixelQuantizer.quantize(width: width, height: height, pixels: [UInt8](repeating: 0, count: byteCount)) == nil)
    }
}
