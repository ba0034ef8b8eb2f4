import Testing
import TextUI

@Suite struct RGBColorTests {
    static let specifications: [(String, RGBColor)] = [
        ("rgb:ffff/ffff/ffff", RGBColor(red: 1, green: 1, blue: 1)),
        ("rgb:0000/8000/ffff", RGBColor(red: 0, green: 32768 / 65535, blue: 1)),
        ("rgb:f/8/0", RGBColor(red: 1, green: 8 / 15, blue: 0)),
        ("rgb:ff/80/00", RGBColor(red: 1, green: 128 / 255, blue: 0)),
        ("rgb:fff/000/800", RGBColor(red: 1, green: 0, blue: 2048 / 4095)),
        ("RGB:FFFF/0000/0000", RGBColor(red: 1, green: 0, blue: 0)),
        ("rgba:ffff/0000/0000/ffff", RGBColor(red: 1, green: 0, blue: 0)),
        ("#ff8000", RGBColor(red: 1, green: 128 / 255, blue: 0)),
        ("#f80", RGBColor(red: 1, green: 8 / 15, blue: 0)),
        ("#ffff80000000", RGBColor(red: 1, green: 32768 / 65535, blue: 0)),
    ]

    @Test(arguments: specifications)
    func x11Specifications_parseWithEachChannelScaledToItsDigits(specification: (String, RGBColor)) throws {
        #expect(RGBColor(x11Specification: specification.0) == specification.1)
    }

    @Test(arguments: ["", "rgb:", "rgb:1/2", "rgb:1/2/3/4", "rgb:fffff/0/0", "rgb:g/0/0", "rgb:/0/0", "#12", "#12345", "cyan", "rgba:1/2/3"])
    func malformedSpecifications_areRejected(text: String) {
        #expect(RGBColor(x11Specification: text) == nil)
    }

    @Test func luminance_isZeroForBlackAndOneForWhite_andLinearInBetween() {
        #expect(RGBColor(red: 0, green: 0, blue: 0).relativeLuminance == 0)
        #expect(abs(RGBColor(red: 1, green: 1, blue: 1).relativeLuminance - 1) < 1e-9)
        // sRGB mid grey (#808080) is about 0.216 in linear light: dark.
        #expect(abs(RGBColor(red: 128.0 / 255, green: 128.0 / 255, blue: 128.0 / 255).relativeLuminance - 0.2158) < 0.001)
    }

    @Test func hexDescription_isSixLowercaseDigits() {
        #expect(RGBColor(red: 0x1E / 255.0, green: 0x1E / 255.0, blue: 0x2E / 255.0).hexDescription == "#1e1e2e")
        #expect(RGBColor(red: 2, green: -1, blue: 1).hexDescription == "#ff00ff")
    }
}
