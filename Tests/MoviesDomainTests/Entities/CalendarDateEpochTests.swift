import MoviesDomain
import Testing

/// The day times are counted from is the one the arithmetic gives for day 0.
@Suite struct CalendarDateEpochTests {
    @Test func theUnixEpoch_isDayZero_andReadsAs1970_01_01() {
        #expect(CalendarDate.unixEpoch == CalendarDate(daysSince1970: 0))
        #expect(CalendarDate.unixEpoch.description == "1970-01-01")
    }
}
