import Testing
import TextUI

@Suite struct KittyGraphicsTests {
    private static func transmitTestPicture(format: KittyGraphics.Format = .rgb, placeholders: Bool = false) -> [UInt8] {
        KittyGraphics.transmit(
            width: PixelTestPicture.width, height: PixelTestPicture.height, pixels: PixelTestPicture.pixels,
            imageID: 7, columns: 2, rows: 3, format: format, placement: placeholders ? .virtual : .atCursor
        )
    }

    /// Uncompressible pixels, so that the payload needs many chunks.
    private static func noise(width: Int, height: Int) -> [UInt8] {
        var state: UInt32 = 12_345
        return (0..<(width * height * 3)).map { _ in
            state = state &* 1_103_515_245 &+ 12_345
            return UInt8(truncatingIfNeeded: state >> 16)
        }
    }

    /// The goldens hold zlib 1.2.13's deflate output at level 1.
    @Test func theTestPicture_matchesItsGolden() {
        let golden = #"\e_Ga=T,f=24,s=4,v=6,o=z,i=7,c=2,r=3,C=1,q=2,m=0;eAH7z8Dwn4GBYQEIARlwNpj5HwJQ2Qy/LokAdQBJOAPIBQAcbh3t\e\"#
        #expect(PixelTestPicture.visible(Self.transmitTestPicture()) == golden)
    }

    @Test func theTestPictureForPlaceholders_matchesItsGolden() {
        let golden = #"\e_Ga=T,f=24,s=4,v=6,o=z,i=7,c=2,r=3,U=1,q=2,m=0;eAH7z8Dwn4GBYQEIARlwNpj5HwJQ2Qy/LokAdQBJOAPIBQAcbh3t\e\"#
        #expect(PixelTestPicture.visible(Self.transmitTestPicture(placeholders: true)) == golden)
    }

    @Test(arguments: [false, true])
    func rawPixels_inflateToThePicture(placeholders: Bool) throws {
        let commands = try #require(PixelTestDecoding.kittyCommands(Self.transmitTestPicture(placeholders: placeholders)))
        #expect(commands.count == 1)
        let deflated = try #require(PixelTestDecoding.base64Decode(commands[0].payload))
        #expect(PixelTestDecoding.inflate(deflated, expectedSize: PixelTestPicture.pixels.count) == PixelTestPicture.pixels)
    }

    @Test func aPNGPayload_decodesToThePicture() throws {
        let commands = try #require(PixelTestDecoding.kittyCommands(Self.transmitTestPicture(format: .png)))
        #expect(commands.map(\.control) == ["a=T,f=100,i=7,c=2,r=3,C=1,q=2,m=0"])
        let file = try #require(PixelTestDecoding.base64Decode(commands[0].payload))
        #expect(PixelTestDecoding.decodePNG(file)?.pixels == PixelTestPicture.pixels)
    }

    @Test(arguments: [KittyGraphics.Format.rgb, .png])
    func aLargePicture_isSentInChunksOfAtMost4096Bytes(format: KittyGraphics.Format) throws {
        // given
        let pixels = Self.noise(width: 90, height: 70)

        // when
        let bytes = KittyGraphics.transmit(width: 90, height: 70, pixels: pixels, imageID: 3, columns: 9, rows: 7, format: format)

        // then: the first escape code has the keys, the rest only m (and q);
        // every chunk but the last is a whole number of base64 quads with m=1
        let commands = try #require(PixelTestDecoding.kittyCommands(bytes))
        #expect(commands.count > 3)
        #expect(commands.allSatisfy { $0.payload.count <= 4096 && !$0.payload.isEmpty })
        #expect(commands.dropLast().allSatisfy { $0.payload.count % 4 == 0 && $0.control.contains("m=1") })
        #expect(commands.last?.control == "m=0,q=2")
        #expect(commands.dropFirst().dropLast().allSatisfy { $0.control == "m=1,q=2" })
        #expect(commands.first?.control.hasPrefix("a=T,") == true)
        let payload = try #require(PixelTestDecoding.base64Decode(commands.flatMap(\.payload)))
        switch format {
        case .rgb: #expect(PixelTestDecoding.inflate(payload, expectedSize: pixels.count) == pixels)
        case .png: #expect(PixelTestDecoding.decodePNG(payload)?.pixels == pixels)
        }
    }

    @Test func payloads_holdNoControlCharacters() throws {
        let bytes = KittyGraphics.transmit(width: 90, height: 70, pixels: Self.noise(width: 90, height: 70), imageID: 3, columns: 9, rows: 7)
        let commands = try #require(PixelTestDecoding.kittyCommands(bytes))
        for command in commands {
            #expect(command.payload.allSatisfy { (0x21...0x7E).contains($0) })
            #expect(command.control.utf8.allSatisfy { (0x21...0x7E).contains($0) })
        }
    }

    @Test func deletions_matchTheirGoldens() {
        #expect(PixelTestPicture.visible(KittyGraphics.delete(imageID: 42)) == #"\e_Ga=d,d=I,i=42,q=2\e\"#)
        #expect(PixelTestPicture.visible(KittyGraphics.deleteAll()) == #"\e_Ga=d,d=A,q=2\e\"#)
        #expect(KittyGraphics.delete(imageID: 0).isEmpty)
    }

    @Test func tmuxPassthrough_wrapsTheSequenceAndDoublesEveryEscape() {
        let wrapped = KittyGraphics.tmuxPassthrough(KittyGraphics.delete(imageID: 42))
        #expect(PixelTestPicture.visible(wrapped) == #"\ePtmux;\e\e_Ga=d,d=I,i=42,q=2\e\e\\e\"#)
        #expect(KittyGraphics.delete(imageID: 42, tmuxPassthrough: true) == wrapped)
    }

    @Test func aChunkedTransmissionThroughTmux_wrapsEachChunk() throws {
        let pixels = Self.noise(width: 90, height: 70)
        let plain = KittyGraphics.transmit(width: 90, height: 70, pixels: pixels, imageID: 3, columns: 9, rows: 7)
        let wrapped = KittyGraphics.transmit(width: 90, height: 70, pixels: pixels, imageID: 3, columns: 9, rows: 7, tmuxPassthrough: true)
        let commands = try #require(PixelTestDecoding.kittyCommands(plain))
        var expected: [UInt8] = []
        var offset = 0
        for command in commands {
            // Rebuild each escape code from the plain output and wrap it on its own.
            let length = 3 + command.control.utf8.count + (command.payload.isEmpty ? 0 : 1 + command.payload.count) + 2
            expected += KittyGraphics.tmuxPassthrough(Array(plain[offset..<(offset + length)]))
            offset += length
        }
        #expect(wrapped == expected)
    }

    @Test(arguments: [(0, 2, 3), (7, 0, 3), (7, 2, 0), (7, -1, 3), (7, 4097, 3), (7, 2, Int.max)])
    func outOfRangeIDsOrCells_giveNothing(imageID: UInt32, columns: Int, rows: Int) {
        let pixels = PixelTestPicture.pixels
        #expect(KittyGraphics.transmit(width: 4, height: 6, pixels: pixels, imageID: imageID, columns: columns, rows: rows).isEmpty)
        #expect(KittyGraphics.transmit(width: 4, height: 6, pixels: pixels, imageID: imageID, columns: columns, rows: rows, placement: .virtual).isEmpty)
    }

    @Test func placeholderPlacementsLargerThanTheDiacriticsCanNumber_giveNothing() {
        let pixels = PixelTestPicture.pixels
        #expect(KittyGraphics.transmit(width: 4, height: 6, pixels: pixels, imageID: 7, columns: 298, rows: 3, placement: .virtual).isEmpty)
        #expect(!KittyGraphics.transmit(width: 4, height: 6, pixels: pixels, imageID: 7, columns: 297, rows: 297, placement: .virtual).isEmpty)
    }

    @Test(arguments: [(0, 6, 0), (4, 6, 71), (Int.max, 6, 72), (-4, -6, 72)])
    func malformedPixels_giveNothing(width: Int, height: Int, byteCount: Int) {
        let pixels = [UInt8](repeating: 9, count: byteCount)
        for format in [KittyGraphics.Format.rgb, .png] {
            #expect(KittyGraphics.transmit(width: width, height: height, pixels: pixels, imageID: 1, columns: 1, rows: 1, format: format).isEmpty)
        }
    }
}
