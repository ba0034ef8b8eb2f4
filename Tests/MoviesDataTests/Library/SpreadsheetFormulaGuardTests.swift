import Foundation
@testable import MoviesData
import MoviesDomain
import PropertyBased
import PropertyTestSupport
import Testing

/// The one rule for cells a spreadsheet would run: files for people get a `'`
/// before them and the reader takes it off, so our own round trip is exact;
/// Letterboxd's import format keeps every title exactly.
@Suite(.propertySeedReplay) struct SpreadsheetFormulaGuardTests {
    static let formulas = ["=HYPERLINK(\"http://evil.example/x\",\"Click\")", "+cmd|' /C calc'!A0", "@SUM(A1:A9)", "-2+3+cmd", "\t=1+1", "\r=1+1"]

    @Test func cellsASpreadsheetWouldRun_getAQuoteAndOthersStayAsTheyAre() {
        for formula in Self.formulas {
            #expect(SpreadsheetFormulaGuard.guarded(formula) == "'" + formula)
        }
        for plain in ["Heat", "'Round Midnight", "'", "", "2001: A Space Odyssey", "Amélie", "'''"] {
            #expect(SpreadsheetFormulaGuard.guarded(plain) == plain)
            #expect(SpreadsheetFormulaGuard.unguarded(plain) == plain)
        }
        // A cell that already starts with quotes before a formula gets one more.
        #expect(SpreadsheetFormulaGuard.guarded("'=1") == "''=1")
    }

    @Test func whateverTheCell_unguardingTheGuardedCellGivesItBack() async {
        let alphabet = Array("'=+-@\t\r a\"é,\n")
        let cell = Gen<Character?>.element(of: alphabet).map { $0 ?? "a" }.array(of: 0...6).map { String($0) }
        await propertyCheck(count: 500, input: cell) { cell in
            let guarded = SpreadsheetFormulaGuard.guarded(cell)
            #expect(SpreadsheetFormulaGuard.unguarded(guarded) == cell, "\(cell.debugDescription) → \(guarded.debugDescription)")
            let first = guarded.unicodeScalars.first
            #expect(first == nil || !["=", "+", "-", "@", "\t", "\r"].contains(first!), "\(guarded.debugDescription)")
        }
    }

    @Test func aGuardingWriterAndAnUnguardingTableRoundTripEveryFormulaExactly() throws {
        // given
        var writer = CSVWriter(guardsFormulas: true)
        writer.append(["Name", "Year"])
        Self.formulas.forEach { writer.append([$0, "2000"]) }
        var table = CSVTable(name: "watchlist.csv", requiredAnyOf: ["Name"], unguardsFormulas: true, bounds: LibraryFileBounds())
        var names: [String?] = []

        // when
        try table.read(writer.bytes[...]) { names.append($0["Name"]) }
        try table.finish { names.append($0["Name"]) }

        // then: the title as the table trims it (spaces and tabs around a field are not kept)
        #expect(names == Self.formulas.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \t")) })
        let text = String(decoding: writer.bytes, as: UTF8.self)
        #expect(text.contains("'=HYPERLINK(") && text.contains("'+cmd") && text.contains("'@SUM") && text.contains("'-2+3"))
    }

    @Test func theImportFormatKeepsEveryTitleExactly() throws {
        // given
        let entries = Self.formulas.enumerated().map { LibraryEntry(film: LibraryFilm(id: $0.offset + 1, title: $0.element), rating: FilmRating(rating: StarRating(halfStars: 6)!, ratedAt: Timestamp(secondsSince1970: 1))) }

        // when
        let text = String(decoding: LetterboxdImportCSV.encode(entries), as: UTF8.self)

        // then
        #expect(!text.contains("'="))
        #expect(text.contains(",1,,\"=HYPERLINK(\"\"http://evil.example/x\"\",\"\"Click\"\")\",,,3,6,,,,"))
        #expect(text.contains(",2,,+cmd|' /C calc'!A0,,,3,6,,,,"))
    }
}
