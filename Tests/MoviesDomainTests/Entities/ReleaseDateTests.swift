import MoviesDomain
import Testing

struct ReleaseDateTests {
    @Test func whenTextIsISODate_parsesYearMonthDay() throws {
        let date = try #require(ReleaseDate(iso8601: "2010-07-15"))
        #expect(date == ReleaseDate(year: 2010, month: 7, day: 15))
        #expect(date.description == "2010-07-15")
    }

    @Test(arguments: [
        "", "2010", "2010-7-15", "2010-13-01", "abcd-ef-gh", "2010-07-15T00:00", "+010-07-15", "2010-07-1٥",
        "2010/07/15", "2010-00-15", "2010-07-32", " 2010-07-15",
    ])
    func whenTextIsNotADate_returnsNil(text: String) {
        #expect(ReleaseDate(iso8601: text) == nil)
    }

    @Test func whenComparingDates_ordersByYearThenMonthThenDay() {
        #expect(ReleaseDate(year: 1999, month: 12, day: 31) < ReleaseDate(year: 2000, month: 1, day: 1))
        #expect(ReleaseDate(year: 2000, month: 1, day: 2) > ReleaseDate(year: 2000, month: 1, day: 1))
    }
}
