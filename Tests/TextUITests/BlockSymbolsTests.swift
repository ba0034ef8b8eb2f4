import Testing
@testable import TextUI

@Suite struct BlockSymbolsTests {
    @Test func everySextantPattern_hasTheCharacterUnicodeNamesForIt() {
        // All 64: the 60 of U+1FB00–U+1FB3B, and space, ▌, ▐, █ for the four
        // patterns that block leaves to the older characters.
        var seen: Set<String> = []
        for mask in 0..<64 {
            let glyph = BlockSymbols.sextant.glyph(forMask: mask)
            #expect(BlockGlyphNames.pattern(of: glyph, rows: 3) == mask, "mask \(mask): \(glyph)")
            seen.insert(glyph)
        }
        #expect(seen.count == 64)
        let sextantBlock = seen.compactMap(\.unicodeScalars.first).filter { (0x1FB00...0x1FB3B).contains($0.value) }
        #expect(sextantBlock.count == 60)
        #expect(BlockSymbols.sextant.glyph(forMask: 0b01_0101) == "▌")
        #expect(BlockSymbols.sextant.glyph(forMask: 0b10_1010) == "▐")
    }

    @Test func everyQuadrantPattern_hasTheCharacterUnicodeNamesForIt() {
        for mask in 0..<16 {
            let glyph = BlockSymbols.quadrant.glyph(forMask: mask)
            #expect(BlockGlyphNames.pattern(of: glyph, rows: 2) == mask, "mask \(mask): \(glyph)")
        }
    }

    @Test(arguments: BlockSymbols.allCases)
    func eachSplitIsTriedOnce_withTheTopLeftInFront(symbols: BlockSymbols) {
        let all = (1 << symbols.subCellCount) - 1
        let splits = symbols.splits
        #expect(splits.allSatisfy { $0 & 1 == 1 && $0 != all })
        #expect(Set(splits).count == splits.count)
        // No split is another's complement.
        #expect(splits.allSatisfy { !splits.contains(~$0 & all) })
        for split in splits {
            #expect(BlockGlyphNames.pattern(of: symbols.glyph(forMask: split), rows: symbols.rows) == split)
        }
    }

    @Test func theClassesSplitACellAsDocumented() {
        #expect(BlockSymbols.half.splits.map { BlockSymbols.half.glyph(forMask: $0) } == ["▀", "▌"])
        #expect(BlockSymbols.quadrant.splits.count == 7)
        #expect(BlockSymbols.sextant.splits.count == 31)
    }
}
