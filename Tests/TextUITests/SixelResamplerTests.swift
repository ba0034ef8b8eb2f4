import Testing
import TextUI

@Suite struct SixelResamplerTests {
    @Test func theSameSize_keepsThePixels() {
        let pixels = PixelTestPicture.gradient(width: 17, height: 9)
        #expect(SixelResampler.resize(width: 17, height: 9, pixels: pixels, toWidth: 17, height: 9) == pixels)
    }

    @Test(arguments: [(1, 1), (3, 2), (7, 11), (40, 25), (40, 2), (1, 30)])
    func aUniformPicture_staysUniformAtAnySize(targetWidth: Int, targetHeight: Int) {
        let pixels = ([200, 30, 90] as [UInt8]).repeated(10 * 6)
        let resized = SixelResampler.resize(width: 10, height: 6, pixels: pixels, toWidth: targetWidth, height: targetHeight)
        #expect(resized == ([200, 30, 90] as [UInt8]).repeated(targetWidth * targetHeight))
    }

    @Test func blackAndWhite_averageAsLight() {
        // Half the light of white is sRGB 188, not 128.
        let resized = SixelResampler.resize(width: 2, height: 1, pixels: [0, 0, 0, 255, 255, 255], toWidth: 1, height: 1)
        #expect(resized == [188, 188, 188])
    }

    @Test func aTallPictureMadeWide_averagesAsLightToo() {
        // Shrunk down before it is widened: the other order of the two passes.
        let resized = SixelResampler.resize(width: 1, height: 2, pixels: [0, 0, 0, 255, 255, 255], toWidth: 3, height: 1)
        #expect(resized == ([188, 188, 188] as [UInt8]).repeated(3))
    }

    @Test func aPartlyCoveredPixel_countsByItsShare() {
        // Three columns into two: the middle one is split between both.
        let resized = SixelResampler.resize(width: 3, height: 1, pixels: [0, 0, 0, 255, 255, 255, 0, 0, 0], toWidth: 2, height: 1)
        // One third of white each: linear 1/3 is sRGB 156.
        #expect(resized == [156, 156, 156, 156, 156, 156])
    }

    @Test func enlarging_repeatsPixels() {
        let resized = SixelResampler.resize(width: 2, height: 1, pixels: [10, 20, 30, 40, 50, 60], toWidth: 4, height: 2)
        let row: [UInt8] = [10, 20, 30, 10, 20, 30, 40, 50, 60, 40, 50, 60]
        #expect(resized == row + row)
    }

    @Test(arguments: [(0, 1, 1, 1), (1, 1, 0, 1), (1, 1, 1, Int.max), (Int.max, 1, 1, 1), (1, 1, 100_000, 1)])
    func malformedOrHugeSizes_giveNothing(width: Int, height: Int, targetWidth: Int, targetHeight: Int) {
        let pixels = [UInt8](repeating: 1, count: 3)
        #expect(SixelResampler.resize(width: width, height: height, pixels: pixels, toWidth: targetWidth, height: targetHeight).isEmpty)
    }

    @Test func pixelsNotMatchingTheSize_giveNothing() {
        #expect(SixelResampler.resize(width: 2, height: 2, pixels: [1, 2, 3], toWidth: 1, height: 1).isEmpty)
    }
}
