import Testing
import TextUI

@Suite struct SixelEncoderTests {
    private static func encodeTestPicture() -> [UInt8] {
        SixelEncoder.encode(
            width: PixelTestPicture.width, height: PixelTestPicture.height, pixels: PixelTestPicture.pixels,
            toWidth: PixelTestPicture.width, height: PixelTestPicture.height
        )
    }

    @Test func theTestPicture_matchesItsGolden() {
        // Registers in order of first appearance (red, green, blue, white,
        // black, yellow) in percent; one band of six rows, each colour from
        // the left edge (`?` skips columns, `!n` repeats).
        let golden = #"\ePq"1;1;4;6#0;2;100;0;0#1;2;0;63;0#2;2;0;0;100#3;2;100;100;100#4;2;0;0;0#5;2;98;82;8#0BB$#1??BB$#2KK$#3??KK$#4O_O_$#5_O_O\e\"#
        #expect(PixelTestPicture.visible(Self.encodeTestPicture()) == golden)
    }

    @Test func theTestPicture_drawsBackItsColours() throws {
        let sixel = try #require(PixelTestDecoding.decodeSixel(Self.encodeTestPicture()))
        #expect(sixel.width == 4 && sixel.height == 6)
        for pixel in 0..<(4 * 6) {
            let original = PixelTestPicture.pixels[(pixel * 3)..<(pixel * 3 + 3)].map { (Int($0) * 100 + 127) / 255 }
            #expect(sixel.palette[sixel.registers[pixel]] == original, "pixel \(pixel)")
        }
    }

    @Test(arguments: [(45, 30), (1, 1), (13, 7), (60, 61)])
    func aResizedPicture_paintsEveryPixelOnce(targetWidth: Int, targetHeight: Int) throws {
        // given: more colours than registers
        let pixels = PixelTestPicture.gradient(width: 60, height: 40)

        // when
        let bytes = SixelEncoder.encode(width: 60, height: 40, pixels: pixels, toWidth: targetWidth, height: targetHeight)

        // then: the decoder refuses a pixel painted twice or out of bounds
        let sixel = try #require(PixelTestDecoding.decodeSixel(bytes))
        #expect(sixel.width == targetWidth && sixel.height == targetHeight)
        #expect(sixel.palette.count <= 256)
        #expect(sixel.registers.allSatisfy { sixel.palette[$0] != nil })
    }

    @Test func thePayload_holdsOnlyPrintableCharacters() {
        // Nothing inside may end the DCS early or reach the terminal as a control.
        let bytes = SixelEncoder.encode(width: 60, height: 40, pixels: PixelTestPicture.gradient(width: 60, height: 40), toWidth: 50, height: 33)
        #expect(bytes.count > 5)
        #expect(bytes.dropFirst(2).dropLast(2).allSatisfy { (0x20...0x7E).contains($0) })
    }

    @Test func fewerColours_useFewerRegisters() throws {
        let bytes = SixelEncoder.encode(
            width: 60, height: 40, pixels: PixelTestPicture.gradient(width: 60, height: 40), toWidth: 30, height: 20, maximumColors: 8
        )
        let sixel = try #require(PixelTestDecoding.decodeSixel(bytes))
        #expect((1...8).contains(sixel.palette.count))
    }

    @Test(arguments: [(0, 10), (10, 0), (-3, 10), (Int.max, 10), (10, 100_000)])
    func badTargetSizes_giveNothing(targetWidth: Int, targetHeight: Int) {
        #expect(SixelEncoder.encode(width: 4, height: 6, pixels: PixelTestPicture.pixels, toWidth: targetWidth, height: targetHeight).isEmpty)
    }

    @Test func pixelsNotMatchingTheSize_giveNothing() {
        #expect(SixelEncoder.encode(width: 5, height: 6, pixels: PixelTestPicture.pixels, toWidth: 5, height: 6).isEmpty)
    }

    @Test func aQuantizedPictureNamingAMissingColour_givesNothing() {
        let quantized = SixelQuantizer.Result(palette: [1, 2, 3], indices: [0, 1])
        #expect(SixelEncoder.encode(width: 2, height: 1, quantized: quantized).isEmpty)
    }
}
