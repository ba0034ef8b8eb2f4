import Foundation
import ImageDecoding
import JPEGTestSupport
import TestSupport
import Testing

struct JPEGDecoderTests {
    @Test func decodesAJPEGMadeByTheEncoder_withItsSizeAndColours() throws {
        // given
        let original = TestJPEG.gradientPixels(width: 32, height: 24)
        let jpeg = try TestJPEG.encode(width: 32, height: 24, pixels: original)

        // when
        let image = try JPEGDecoder().decode(jpeg)

        // then
        #expect(image.width == 32)
        #expect(image.height == 24)
        #expect(image.pixels.count == 32 * 24 * 3)
        let largestDifference = zip(image.pixels, original).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(largestDifference <= 12, "JPEG at quality 95 should stay close to the source")
    }

    @Test func garbageBytes_throwUnreadableHeader() {
        let garbage = Data("this is not a picture at all, just some text".utf8)

        #expect {
            try JPEGDecoder().decode(garbage)
        } throws: { error in
            guard case .unreadableHeader(let detail) = error as? JPEGDecodingError else { return false }
            return !detail.isEmpty
        }
    }

    @Test func noBytes_throwEmpty() {
        #expect(throws: JPEGDecodingError.empty) { try JPEGDecoder().decode(Data()) }
    }

    @Test func randomBytesAfterAJPEGStart_neverCrash() throws {
        // given: every prefix of a real file, then the file with its middle scrambled
        let jpeg = try TestJPEG.gradient(width: 16, height: 16)
        var generator = SeededGenerator(seed: 42)
        var scrambled = [UInt8](jpeg)
        for index in stride(from: 20, to: scrambled.count - 2, by: 3) {
            scrambled[index] = UInt8.random(in: 0...255, using: &generator)
        }
        let samples = stride(from: 0, to: jpeg.count, by: 7).map { jpeg.prefix($0) } + [Data(scrambled)]

        // when / then: each either decodes to a consistent picture or throws
        for sample in samples {
            if let image = try? JPEGDecoder().decode(sample) {
                #expect(image.pixels.count == image.width * image.height * 3)
            }
        }
    }

    @Test func aHeaderAnnouncingAHugePicture_isRejectedBeforeDecoding() throws {
        // given: a small file whose header claims 60000×60000 pixels
        let jpeg = try TestJPEG.announcingSize(width: 60000, height: 60000, in: TestJPEG.gradient(width: 8, height: 8))

        // when / then
        #expect(throws: JPEGDecodingError.tooLarge(width: 60000, height: 60000, maximumPixelCount: 4096 * 4096)) {
            try JPEGDecoder().decode(jpeg)
        }
    }

    @Test func theLimitIsTheDecodersOwn() throws {
        let jpeg = try TestJPEG.gradient(width: 20, height: 10)

        #expect(throws: JPEGDecodingError.tooLarge(width: 20, height: 10, maximumPixelCount: 199)) {
            try JPEGDecoder(maximumPixelCount: 199).decode(jpeg)
        }
        #expect(try JPEGDecoder(maximumPixelCount: 200).decode(jpeg).width == 20)
    }

    @Test func errorDescriptionsArePlainText() {
        let errors: [JPEGDecodingError] = [
            .empty, .unreadableHeader(detail: "x"), .tooLarge(width: 1, height: 2, maximumPixelCount: 1),
            .corruptData(detail: "y"), .decoderUnavailable,
        ]
        for error in errors {
            #expect(!error.description.isEmpty)
            #expect(error.description.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F })
        }
    }
}
