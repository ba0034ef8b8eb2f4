import MoviesDomain
import Testing

struct CalendarDateTests {
    @Test(arguments: ["2026-02-29", "2025-02-29", "2026-04-31", "2026-13-01", "2026-00-10", "0000-01-01", "2026-1-01", "26-01-01", " 2026-01-01", "2026-01-01T00:00"])
    func whenTheTextIsNotADayThatExists_itDoesNotParse(text: String) {
        #expect(CalendarDate(iso8601: text) == nil)
    }

    @Test(arguments: ["2024-02-29", "2000-02-29", "1895-12-28", "9999-12-31", "0001-01-01"])
    func whenTheTextIsARealDay_itParsesAndPrintsBackTheSame(text: String) throws {
        let date = try #require(CalendarDate(iso8601: text))
        #expect(date.description == text)
    }

    @Test func daysSince1970AndBack_giveTheSameDayAcrossEveryDayOfFourCenturies() throws {
        // given: 1900-01-01 to 2300-01-01, leap centuries and all
        var previous: CalendarDate?
        for days in stride(from: -25_567, through: 120_529, by: 1) {
            // when
            let date = try #require(CalendarDate(daysSince1970: days))
            // then
            #expect(date.daysSince1970 == days)
            if let previous { #expect(previous < date) }
            previous = date
        }
        #expect(CalendarDate(daysSince1970: 0)?.description == "1970-01-01")
        #expect(CalendarDate(daysSince1970: 11_016)?.description == "2000-02-29")
    }

    @Test func theUTCDayOfATimestamp_isTheDayItFallsIn() {
        #expect(CalendarDate(utcDayOf: Timestamp(secondsSince1970: 1_800_000_000))?.description == "2027-01-15")
        #expect(CalendarDate(utcDayOf: Timestamp(secondsSince1970: -1))?.description == "1969-12-31")
        #expect(CalendarDate(utcDayOf: Timestamp(secondsSince1970: .nan)) == nil)
    }
}

struct StarRatingTests {
    @Test(arguments: [("0.5", 1), ("1", 2), ("2.5", 5), ("4.0", 8), ("5", 10), ("5.0", 10)])
    func whenTheTextIsHalfStarsFromHalfToFive_itIsThatRating(text: String, halfStars: Int) {
        #expect(StarRating.parse(text) == .rating(StarRating(halfStars: halfStars)!))
    }

    @Test(arguments: ["0", "0.0"])
    func whenTheTextIsZero_itClears(text: String) {
        #expect(StarRating.parse(text) == .clear)
    }

    @Test(arguments: ["5.5", "6", "0.3", "4.25", "-1", "", "four", "4.", ".5", "10", "4,5", "nan", "4.5 "])
    func whenTheTextIsAnythingElse_itIsRefused(text: String) {
        #expect(StarRating.parse(text) == nil)
    }

    @Test func starsAndDescription_showHalvesOnlyWhenThereIsOne() {
        #expect(StarRating(stars: 3.5)?.description == "3.5")
        #expect(StarRating(stars: 4)?.description == "4")
        #expect(StarRating(stars: 4.2) == nil)
        #expect(StarRating(halfStars: 11) == nil)
    }
}
