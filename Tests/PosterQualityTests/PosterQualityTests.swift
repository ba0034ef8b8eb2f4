@testable import PosterQuality
import Testing

/// The pure parts of the poster measuring tool: a wrong metric, parser or
/// glyph shape would give a wrong figure without failing anything else.
@Suite struct PosterQualityTests {
    @Test(arguments: SharmaTestPairs.pairs.indices)
    func ciede2000_matchesSharmasTestPair(index: Int) {
        let pair = SharmaTestPairs.pairs[index]
        #expect(abs(CIEDE2000.difference(pair.first, pair.second) - pair.difference) < 5e-5, "pair \(index + 1)")
        #expect(abs(CIEDE2000.difference(pair.second, pair.first) - pair.difference) < 5e-5, "pair \(index + 1) swapped")
    }

    @Test func labOfSRGBWhiteAndBlack_areTheEndsOfTheLightnessScale() {
        let white = LabColor(RGBColor(red: 255, green: 255, blue: 255))
        let black = LabColor(RGBColor(red: 0, green: 0, blue: 0))
        #expect(abs(white.lightness - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        #expect(abs(black.lightness) < 0.01)
    }

    @Test func theParser_readsColoursReverseVideoDefaultsAndRepeats() throws {
        let output = "\u{1B}[?25l\u{1B}[0m\u{1B}[38;2;1;2;3;48;2;4;5;6m▄\u{1B}[7m▌\u{1B}[27m\u{1B}[49m\u{1FB00}\u{1B}[0m\n"
            + "\u{1B}[38;2;9;9;9m▀\u{1B}[2b\u{1B}[0m\r\n"
        let rows = try ANSICellParser.rows(of: output)
        let dark = CellColor.rgb(RGBColor(red: 1, green: 2, blue: 3))
        let light = CellColor.rgb(RGBColor(red: 4, green: 5, blue: 6))
        let grey = CellColor.rgb(RGBColor(red: 9, green: 9, blue: 9))
        #expect(rows == [
            [
                DrawnCell(glyph: "▄", foreground: dark, background: light),
                DrawnCell(glyph: "▌", foreground: light, background: dark),
                DrawnCell(glyph: "\u{1FB00}", foreground: dark, background: .terminalBackground),
            ],
            Array(repeating: DrawnCell(glyph: "▀", foreground: grey, background: .terminalBackground), count: 3),
        ])
    }

    @Test func theParser_refusesWhatItCannotRead() {
        #expect(throws: ANSICellParser.Failure.unsupportedSequence("[38;5;200m")) {
            try ANSICellParser.rows(of: "\u{1B}[38;5;200m▀")
        }
        #expect(throws: ANSICellParser.Failure.unsupportedSequence("[2J")) { try ANSICellParser.rows(of: "\u{1B}[2J") }
        #expect(throws: ANSICellParser.Failure.repeatWithoutGlyph) { try ANSICellParser.rows(of: "\u{1B}[3b") }
    }

    @Test func blockGlyphs_coverTheirPartsOfTheCell() throws {
        // Rows of two sub-pixels, top first, as bits 0 and 1 of each pair.
        func mask(_ rows: [UInt16]) -> UInt16 {
            rows.enumerated().reduce(0) { $0 | $1.element << ($1.offset * 2) }
        }
        #expect(GlyphMask.mask(of: "▀") == mask([3, 3, 3, 0, 0, 0]))
        #expect(GlyphMask.mask(of: "▐") == mask([2, 2, 2, 2, 2, 2]))
        #expect(GlyphMask.mask(of: "▚") == mask([1, 1, 1, 2, 2, 2]))
        #expect(GlyphMask.mask(of: "▟") == mask([2, 2, 2, 3, 3, 3]))
        // BLOCK SEXTANT-1, -56 and -23456.
        #expect(GlyphMask.mask(of: "\u{1FB00}") == mask([1, 1, 0, 0, 0, 0]))
        #expect(GlyphMask.mask(of: "\u{1FB2D}") == mask([0, 0, 0, 0, 3, 3]))
        #expect(GlyphMask.mask(of: "\u{1FB3B}") == mask([2, 2, 3, 3, 3, 3]))
        #expect(GlyphMask.mask(of: "x") == nil)
    }

    @Test func sextantsWithSpaceFullAndHalves_drawEveryTwoByThreePatternOnce() throws {
        var glyphs = (0x1FB00...0x1FB3B).compactMap(Unicode.Scalar.init)
        glyphs += [" ", "█", "▌", "▐"]
        let masks = try glyphs.map { try #require(GlyphMask.mask(of: $0)) }
        #expect(Set(masks).count == 64)
        // Each sextant row is two sub-pixel rows alike.
        for mask in masks {
            for third in 0..<3 {
                #expect((mask >> (third * 4)) & 3 == (mask >> (third * 4 + 2)) & 3)
            }
        }
    }

    @Test func aPictureTheHalfBlocksCanShowExactly_scoresPerfectly() throws {
        // 30 × 90 pixels: one pixel per half-cell of a 30 × 45 grid.
        let grid = CellGrid(columns: 30, rows: 45)
        var pixels: [UInt8] = []
        for index in 0..<(30 * 90) {
            pixels += [UInt8(index % 251), UInt8((index * 7) % 256), UInt8((index * 13) % 256)]
        }
        let picture = TestPicture(name: "exact", width: 30, height: 90, pixels: pixels)
        let buffer = try #require(MoviesPosterRenderer.draw(picture, symbols: .half, grid: grid))
        let shown = try CellReconstruction.subpixels(of: ScreenBufferCells.rows(of: buffer), grid: grid)
        let score = ReferencePicture(picture, grid: grid).score(shown.subpixels)
        #expect(shown.cellsWithTerminalColors == 0)
        #expect(score.meanDeltaE < 1e-9)
        #expect(abs(score.ssim - 1) < 1e-9)
    }

    @Test func aTwoByThreePicture_isStretchedByRepeatingRows() {
        let picture = TestPicture(name: "tall", width: 4, height: 6, pixels: (0..<72).map(UInt8.init))
        let stretched = MoviesPosterRenderer.stretchedPixels(of: picture, toShapeOf: CellGrid(columns: 30, rows: 45))
        #expect(stretched.width == 4 && stretched.height == 12)
        #expect(Array(stretched.pixels[0..<12]) == Array(picture.pixels[0..<12]))
        #expect(Array(stretched.pixels[12..<24]) == Array(picture.pixels[0..<12]))
    }

    @Test func areaAveraging_keepsTheMeanLight() {
        let samples = (0..<(5 * 3 * 3)).map { Double($0 % 7) / 6 }
        let image = LinearImage(width: 5, height: 3, samples: samples)
        let reduced = image.areaAveraged(toWidth: 2, height: 2)
        let before = samples.reduce(0, +) / Double(samples.count)
        let after = reduced.samples.reduce(0, +) / Double(reduced.samples.count)
        #expect(abs(before - after) < 1e-12)
    }
}
