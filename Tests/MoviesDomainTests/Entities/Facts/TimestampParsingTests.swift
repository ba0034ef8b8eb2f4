import MoviesDomain
import Testing

/// Times as TMDB writes them.
struct TimestampParsingTests {
    @Test(arguments: [
        ("2010-05-11T17:00:06.000Z", 1_273_597_206.0), ("2010-05-11T17:00:06Z", 1_273_597_206.0),
        ("2010-05-11 17:00:06", 1_273_597_206.0), ("2010-05-11T19:00:06+02:00", 1_273_597_206.0),
        ("1970-01-01T00:00:00.5Z", 0.5),
    ])
    func isoTimes_areRead(text: String, seconds: Double) {
        #expect(Timestamp(iso8601: text)?.secondsSince1970 == seconds)
    }

    @Test(arguments: ["", "2010-05-11", "2010-02-30T00:00:00Z", "2010-05-11T24:00:00Z", "2010-05-11T17:00:06.Z", "2010-05-11T17:00:06+0200", "yesterday"])
    func anythingElse_isNoTime(text: String) {
        #expect(Timestamp(iso8601: text) == nil)
    }
}
