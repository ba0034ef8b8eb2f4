import Testing
@testable import TextUI

@Suite struct BlockImageTests {
    private typealias RGB = (red: UInt8, green: UInt8, blue: UInt8)

    private static let red: RGB = (255, 0, 0)
    private static let blue: RGB = (0, 0, 255)

    private static func terminalColor(_ color: RGB) -> TerminalColor {
        .rgb(red: color.red, green: color.green, blue: color.blue)
    }

    /// A `width` × `height` picture whose pixel (x, y) is `color(x, y)`.
    private static func picture(width: Int, height: Int, _ color: (Int, Int) -> RGB) -> [UInt8] {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let value = color(x, y)
                pixels += [value.red, value.green, value.blue]
            }
        }
        return pixels
    }

    private static func drawOneCell(_ image: BlockImage) throws -> Cell {
        var buffer = ScreenBuffer(size: Size(width: 1, height: 1))
        image.draw(into: &buffer, in: buffer.bounds)
        return try #require(buffer.cell(at: .zero))
    }

    // MARK: - Choosing the character

    @Test func aCellSplitAcross_isAnUpperHalfBlock_withTheUpperColourInFront() throws {
        // given: red over blue, and the other way round
        for (upper, lower) in [(Self.red, Self.blue), (Self.blue, Self.red)] {
            let pixels = Self.picture(width: 2, height: 2) { _, y in y == 0 ? upper : lower }

            // when
            let cell = try Self.drawOneCell(BlockImage(width: 2, height: 2, pixels: pixels, symbols: .half))

            // then: always "▀", never "▄" with the colours swapped
            #expect(cell.grapheme == "▀")
            #expect(cell.style.foreground == Self.terminalColor(upper))
            #expect(cell.style.background == Self.terminalColor(lower))
        }
    }

    @Test func aCellSplitDown_isALeftHalfBlock_withTheLeftColourInFront() throws {
        let pixels = Self.picture(width: 2, height: 2) { x, _ in x == 0 ? Self.blue : Self.red }

        let cell = try Self.drawOneCell(BlockImage(width: 2, height: 2, pixels: pixels, symbols: .half))

        #expect(cell.grapheme == "▌")
        #expect(cell.style.foreground == Self.terminalColor(Self.blue))
        #expect(cell.style.background == Self.terminalColor(Self.red))
    }

    @Test(arguments: [BlockSymbols.quadrant, .sextant])
    func everyTwoColourPattern_isDrawnWithTheCharacterOfThatPattern(symbols: BlockSymbols) throws {
        let rows = symbols == .sextant ? 3 : 2
        let subCells = 2 * rows
        for pattern in 1..<((1 << subCells) - 1) {
            // given: one cell's pixels, red where the pattern has a bit, blue elsewhere
            let pixels = Self.picture(width: 2, height: rows) { x, y in
                pattern & (1 << (y * 2 + x)) != 0 ? Self.red : Self.blue
            }

            // when
            let cell = try Self.drawOneCell(BlockImage(width: 2, height: rows, pixels: pixels, symbols: symbols))

            // then: the character, read by its Unicode name, paints exactly the
            // pattern; the foreground is the colour of the top-left sub-cell
            let painted = try #require(BlockGlyphNames.pattern(of: cell.grapheme, rows: rows), "\(cell.grapheme) for \(pattern)")
            #expect(painted & 1 == 1, "pattern \(pattern): \(cell.grapheme)")
            let front = pattern & 1 == 1 ? Self.red : Self.blue
            let back = pattern & 1 == 1 ? Self.blue : Self.red
            #expect(cell.style.foreground == Self.terminalColor(front), "pattern \(pattern)")
            #expect(cell.style.background == Self.terminalColor(back), "pattern \(pattern)")
            let shown = pattern & 1 == 1 ? pattern : ~pattern & ((1 << subCells) - 1)
            #expect(painted == shown, "pattern \(pattern): \(cell.grapheme)")
        }
    }

    @Test(arguments: BlockSymbols.allCases)
    func aFlatCell_isASpaceInItsColour_forEveryGrey(symbols: BlockSymbols) throws {
        for level in 0...255 {
            let value = UInt8(level)
            let pixels = Self.picture(width: 4, height: 6) { _, _ in (value, value, value) }

            let cell = try Self.drawOneCell(BlockImage(width: 4, height: 6, pixels: pixels, symbols: symbols))

            // The sRGB → linear → sRGB round trip loses nothing.
            let color = TerminalColor.rgb(red: value, green: value, blue: value)
            #expect(cell.grapheme == " ")
            #expect(cell.style == Style(foreground: color, background: color), "level \(level)")
        }
    }

    @Test func blackAndWhiteMixLikeLight_toBCBCBC() throws {
        // given: a fine checkerboard, every sub-cell half black, half white
        let pixels = Self.picture(width: 8, height: 24) { x, y in (x + y) % 2 == 0 ? (0, 0, 0) : (255, 255, 255) }

        // when
        let cell = try Self.drawOneCell(BlockImage(width: 8, height: 24, pixels: pixels, symbols: .sextant))

        // then: linear light 0.5 is sRGB 188 (#BCBCBC), where averaging bytes gives 128
        #expect(cell.grapheme == " ")
        #expect(cell.style.background == .rgb(red: 188, green: 188, blue: 188))
    }

    @Test func aPictureIsResizedInOneStepStraightToTheSubCells() throws {
        // given: 3 × 9 pixels, one column of each colour, into one cell (2 × 3 sextants)
        let columns: [RGB] = [(255, 0, 0), (0, 255, 0), (0, 0, 255)]
        let pixels = Self.picture(width: 3, height: 9) { x, _ in columns[x] }

        // when
        let cell = try Self.drawOneCell(BlockImage(width: 3, height: 9, pixels: pixels, symbols: .sextant))

        // then: each half of the cell covers one and a half columns; the green
        // column is shared, weighted by the part each half covers
        #expect(cell.grapheme == "▌")
        let red = LinearLight.encode(2.0 / 3) * 255
        let green = LinearLight.encode(1.0 / 3) * 255
        #expect(cell.style.foreground == .rgb(red: UInt8(red.rounded()), green: UInt8(green.rounded()), blue: 0))
        #expect(cell.style.background == .rgb(red: 0, green: UInt8(green.rounded()), blue: UInt8(red.rounded())))
    }

    // MARK: - Fewer colours

    @Test func aFlatGreyBetweenTwoPaletteGreys_isDitheredToAMixOfBoth() throws {
        // given: sRGB 123, between the palette's greys 243 (118) and 244 (128)
        let pixels = Self.picture(width: 32, height: 64) { _, _ in (123, 123, 123) }
        let image = BlockImage(width: 32, height: 64, pixels: pixels, symbols: .sextant, colorMode: .ansi256)
        var buffer = ScreenBuffer(size: Size(width: 16, height: 16))

        // when
        image.draw(into: &buffer, in: buffer.bounds)

        // then: spaces in both greys, sent as palette colours, averaging in
        // linear light to the picture's grey
        #expect(image.fittedSize(in: buffer.size) == Size(width: 16, height: 16))
        var counts: [UInt8: Int] = [:]
        for cell in buffer.cells {
            #expect(cell.grapheme == " ")
            guard case .indexed(let index) = cell.style.background else {
                Issue.record("not a palette colour: \(cell.style.background)")
                continue
            }
            counts[index, default: 0] += 1
        }
        #expect(Set(counts.keys) == [243, 244])
        let darker = Double(counts[243] ?? 0)
        let lighter = Double(counts[244] ?? 0)
        let mean = (darker * Self.linear(118) + lighter * Self.linear(128)) / (darker + lighter)
        #expect(abs(mean - Self.linear(123)) < 0.003)
    }

    @Test func withAPaletteOnlyItsColoursAreSent() {
        // given: a colourful picture
        let pixels = Self.picture(width: 40, height: 60) { x, y in (UInt8(x * 6), UInt8(y * 4), UInt8((x * y) % 256)) }
        for (mode, isExpected) in [
            (ColorMode.ansi256, { (color: TerminalColor) in if case .indexed(let index) = color { index >= 16 } else { false } }),
            (ColorMode.ansi16, { (color: TerminalColor) in if case .ansi(let index) = color { index < 16 } else { false } }),
        ] {
            var buffer = ScreenBuffer(size: Size(width: 20, height: 15))

            BlockImage(width: 40, height: 60, pixels: pixels, symbols: .sextant, colorMode: mode).draw(into: &buffer, in: buffer.bounds)

            // then: palette colours the renderer passes on unchanged (the 256-colour
            // picture keeps off the 16 colours that themes redefine)
            #expect(buffer.cells.allSatisfy { isExpected($0.style.foreground) && isExpected($0.style.background) }, "\(mode)")
            #expect(buffer.cells.allSatisfy { $0.style.foreground.approximated(for: mode) == $0.style.foreground }, "\(mode)")
        }
    }

    @Test func withoutColour_nothingIsDrawn() {
        let pixels = Self.picture(width: 2, height: 2) { _, _ in Self.red }
        var buffer = ScreenBuffer(size: Size(width: 4, height: 4))

        BlockImage(width: 2, height: 2, pixels: pixels, symbols: .half, colorMode: .none).draw(into: &buffer, in: buffer.bounds)

        #expect(buffer == ScreenBuffer(size: Size(width: 4, height: 4)))
    }

    // MARK: - Size and placement

    @Test func fittedSizeKeepsThePicturesShape_cellsBeingTwiceAsTallAsWide() {
        let poster = BlockImage(width: 185, height: 278, pixels: Array(repeating: 0, count: 185 * 278 * 3), symbols: .sextant)
        let wide = BlockImage(width: 400, height: 100, pixels: Array(repeating: 0, count: 400 * 100 * 3), symbols: .half)

        // 278 / 185 × 30 / 2 = 22.5 rows; 185 / 278 × 20 × 2 = 26.6 columns
        #expect(poster.fittedSize(in: Size(width: 30, height: 45)) == Size(width: 30, height: 23))
        #expect(poster.fittedSize(in: Size(width: 60, height: 20)) == Size(width: 27, height: 20))
        #expect(wide.fittedSize(in: Size(width: 30, height: 45)) == Size(width: 30, height: 4))
        #expect(wide.fittedSize(in: Size(width: 1, height: 1)) == Size(width: 1, height: 1))
        #expect(poster.fittedSize(in: .zero) == .zero)
    }

    @Test func aPictureIsDrawnFromTheAreasCornerAndLeavesTheRestAlone() {
        let pixels = Self.picture(width: 20, height: 60) { _, y in y < 30 ? Self.red : Self.blue }
        let image = BlockImage(width: 20, height: 60, pixels: pixels, symbols: .quadrant)
        var buffer = ScreenBuffer(size: Size(width: 20, height: 8))

        image.draw(into: &buffer, in: Rect(x: 3, y: 1, width: 10, height: 6))

        // 20 × 60 pixels into 10 × 6 cells: 6 rows tall, 4 columns wide
        #expect(image.fittedSize(in: Size(width: 10, height: 6)) == Size(width: 4, height: 6))
        for y in 0..<8 {
            for x in 0..<20 {
                let inside = x >= 3 && x < 7 && y >= 1 && y < 7
                #expect((buffer.cell(at: Point(x: x, y: y)) != .blank) == inside, "(\(x), \(y))")
            }
        }
        #expect(buffer.cell(at: Point(x: 3, y: 1))?.style.background == Self.terminalColor(Self.red))
        #expect(buffer.cell(at: Point(x: 6, y: 6))?.style.background == Self.terminalColor(Self.blue))
    }

    @Test func anAreaPartlyOffTheBuffer_drawsTheVisiblePartAsTheWholePictureHasIt() {
        let pixels = Self.picture(width: 30, height: 45) { x, y in (UInt8(x * 8), UInt8(y * 5), UInt8((x + y) * 3)) }
        let image = BlockImage(width: 30, height: 45, pixels: pixels, symbols: .sextant)
        var whole = ScreenBuffer(size: Size(width: 15, height: 12))
        image.draw(into: &whole, in: Rect(x: 0, y: 0, width: 15, height: 12))
        var shifted = ScreenBuffer(size: Size(width: 15, height: 12))

        image.draw(into: &shifted, in: Rect(x: -4, y: -3, width: 15, height: 12))

        for y in 0..<9 {
            for x in 0..<11 {
                #expect(shifted.cell(at: Point(x: x, y: y)) == whole.cell(at: Point(x: x + 4, y: y + 3)), "(\(x), \(y))")
            }
        }
    }

    // MARK: - Input that must never trap

    @Test func pixelsThatDoNotMatchTheSize_drawNothing() {
        let cases: [(Int, Int, [UInt8])] = [
            (3, 3, [1, 2, 3]),
            (2, 2, Array(repeating: 9, count: 13)),
            (0, 5, []),
            (-2, -3, Array(repeating: 0, count: 18)),
            (Int.max, 2, [0, 0, 0]),
            (Int.max / 2, Int.max / 2, []),
            (1, 1, []),
        ]
        for (width, height, pixels) in cases {
            for symbols in BlockSymbols.allCases {
                let image = BlockImage(width: width, height: height, pixels: pixels, symbols: symbols, colorMode: .ansi256)
                var buffer = ScreenBuffer(size: Size(width: 4, height: 4))

                image.draw(into: &buffer, in: buffer.bounds)

                #expect(buffer == ScreenBuffer(size: Size(width: 4, height: 4)), "\(width)×\(height)")
                #expect(image.fittedSize(in: Size(width: 4, height: 4)) == .zero)
            }
        }
    }

    @Test func hugeAndEmptyAreas_neverTrap() {
        let pixels = Self.picture(width: 3, height: 5) { x, y in (UInt8(x * 80), UInt8(y * 50), 7) }
        let areas = [
            Rect(x: 0, y: 0, width: 0, height: 0),
            Rect(x: 0, y: 0, width: 5, height: 0),
            Rect(x: 0, y: 0, width: Int.max, height: Int.max),
            Rect(x: Int.min, y: Int.min, width: Int.max, height: Int.max),
            Rect(x: -1_000_000, y: 2, width: 1_000_003, height: 3),
            Rect(x: 5, y: 5, width: 10, height: 10),
            Rect(x: Int.max - 1, y: 0, width: 1, height: 1),
        ]
        for symbols in BlockSymbols.allCases {
            for mode in [ColorMode.trueColor, .ansi256, .ansi16] {
                let image = BlockImage(width: 3, height: 5, pixels: pixels, symbols: symbols, colorMode: mode)
                for area in areas {
                    var buffer = ScreenBuffer(size: Size(width: 6, height: 5))
                    image.draw(into: &buffer, in: area)
                    _ = image.fittedSize(in: area.size)
                }
                #expect(image.fittedSize(in: Size(width: Int.max, height: Int.max)).width <= 1 << 14)
                // A buffer-sized picture drawn into a huge area fills the buffer.
                var buffer = ScreenBuffer(size: Size(width: 6, height: 5))
                image.draw(into: &buffer, in: Rect(x: 0, y: 0, width: Int.max, height: Int.max))
                #expect(buffer.cells.allSatisfy { $0 != .blank })
            }
        }
    }

    @Test func aPictureOneWayLongerThanTheArea_stillTakesACell() {
        // 10,000 × 1 pixels: far wider than any area is tall
        let pixels = Array(repeating: UInt8(200), count: 10_000 * 3)
        let image = BlockImage(width: 10_000, height: 1, pixels: pixels, symbols: .sextant)
        var buffer = ScreenBuffer(size: Size(width: 30, height: 10))

        image.draw(into: &buffer, in: buffer.bounds)

        #expect(image.fittedSize(in: buffer.size) == Size(width: 30, height: 1))
        #expect(buffer.row(0).allSatisfy { $0.style.background == .rgb(red: 200, green: 200, blue: 200) })
    }

    private static func linear(_ byte: Int) -> Double {
        Double(LinearLight.decode(Float(byte) / 255))
    }

    @Test func theCellShape_keepsThePicturesShape() {
        let square = [UInt8](repeating: 128, count: 100 * 100 * 3)
        let area = Size(width: 10, height: 20)
        #expect(BlockImage(width: 100, height: 100, pixels: square, symbols: .half).fittedSize(in: area) == Size(width: 10, height: 5))
        #expect(BlockImage(width: 100, height: 100, pixels: square, symbols: .half, cellAspect: 1).fittedSize(in: area) == Size(width: 10, height: 10))
        // 9×20-pixel cells: ten columns are 90 pixels, so 4.5 rows round to 5 (not 4).
        #expect(BlockImage(width: 100, height: 100, pixels: square, symbols: .half, cellAspect: 0.45).fittedSize(in: area) == Size(width: 10, height: 5))
        #expect(BlockImage(width: 100, height: 100, pixels: square, symbols: .half, cellAspect: .nan).fittedSize(in: area) == Size(width: 10, height: 5))
    }
}
