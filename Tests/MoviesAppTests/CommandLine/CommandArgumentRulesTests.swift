import ArgumentParser
import Testing
@testable import MoviesApp

/// `--page`, `--select`, `--year` and `--region` are checked in one place each
/// for every command that takes them; these pin the rules and their sentences.
@Suite struct CommandArgumentRulesTests {
    @Test func page_isOneOfThePagesTMDBServes() throws {
        try PageArgument.validate(1)
        try PageArgument.validate(500)
        for page in [0, -1, 501] {
            let error = #expect(throws: ValidationError.self) { try PageArgument.validate(page) }
            #expect(error?.message == "--page must be a whole number from 1 to 500.")
        }
    }

    @Test func select_startsAtTheFirstRow_andTheSentenceNamesWhatARowIs() throws {
        try RowArgument.validate(nil)
        try RowArgument.validate(1)
        let row = #expect(throws: ValidationError.self) { try RowArgument.validate(0) }
        #expect(row?.message == "--select must be a row number of at least 1.")
        let result = #expect(throws: ValidationError.self) { try RowArgument.validate(-3, row: "result") }
        #expect(result?.message == "--select must be a result number of at least 1.")
    }

    @Test func aSelectThatIsNoNumber_saysWhatARowIs() {
        let error = #expect(throws: NumericArgument.NotANumber.self) { try RowArgument.transform("genre")("two") }
        #expect(error?.description == "use the number of a genre, 1 or more")
        #expect((try? RowArgument.transform("genre")("2")) == 2)
    }

    @Test func year_isOneFilmsAreLookedForIn() throws {
        try YearArgument.validate(nil)
        try YearArgument.validate(1870)
        try YearArgument.validate(2100)
        for year in [1869, 2101, 0] {
            let error = #expect(throws: ValidationError.self) { try YearArgument.validate(year) }
            #expect(error?.message == "--year must be a four-digit year from 1870 to 2100.")
        }
    }

    @Test func region_isTwoLetters() throws {
        try RegionOption.validate(nil)
        try RegionOption.validate("gb")
        for region in ["USA", "U", "1X", "É1", ""] {
            let error = #expect(throws: ValidationError.self) { try RegionOption.validate(region) }
            #expect(error?.message == "--region must be a two-letter country code such as US or GB.")
        }
    }
}
