import Foundation
import ImageDecoding
import JPEGTestSupport
import Testing

struct DecodedJPEGScalingTests {
    @Test func aDecodedGradientShrunkToQuarters_hasTheAverageColourOfEachQuarter() throws {
        // given: red rises left to right, green top to bottom, blue is 64
        let image = try JPEGDecoder().decode(TestJPEG.gradient(width: 64, height: 48))

        // when
        let scaled = image.scaled(toWidth: 2, height: 2)

        // then: the left half's red averages about 63, the right half's about 191;
        // the top half's green about 63, the bottom half's about 191
        let topLeft = try #require(scaled.pixel(x: 0, y: 0))
        let bottomRight = try #require(scaled.pixel(x: 1, y: 1))
        #expect(abs(Int(topLeft.red) - 63) <= 4)
        #expect(abs(Int(topLeft.green) - 63) <= 4)
        #expect(abs(Int(bottomRight.red) - 191) <= 4)
        #expect(abs(Int(bottomRight.green) - 191) <= 4)
        #expect(abs(Int(bottomRight.blue) - 64) <= 4)
    }
}
