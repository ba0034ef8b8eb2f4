import Foundation
import Testing
@testable import Networking

/// `HTTPDate` replaced a `DateFormatter`; these tests hold it to that formatter's answers.
struct HTTPDateTests {
    private static func formatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter
    }

    @Test func whenTheDateIsRFC9110sExample_itReadsThatInstant() {
        // when
        let date = HTTPDate.date(from: "Sun, 06 Nov 1994 08:49:37 GMT")

        // then
        #expect(date == Date(timeIntervalSince1970: 784_111_777))
    }

    @Test(arguments: [
        "sun, 06 nov 1994 08:49:37 gmt", "Sun, 6 Nov 1994 08:49:37 GMT", "Sun, 06 Nov 1994 00:49:37 PST",
        "Sun, 06 Nov 1994 08:49:37 UTC",
    ])
    func whenTheTextBendsTheFormAsDateFormatterAllowed_itReadsTheSameInstant(text: String) {
        // when
        let date = HTTPDate.date(from: text)

        // then
        #expect(date == Self.formatter().date(from: text))
        #expect(date != nil)
    }

    @Test func everyFormattedInstantFrom1970To2100_readsBackAsDateFormatterReadsIt() {
        // given: an instant every 13 days, 7 hours, 3 minutes and 11 seconds, which walks through every month, leap days included
        let formatter = Self.formatter()
        let step = 13 * 86_400 + 7 * 3_600 + 3 * 60 + 11
        let instants = stride(from: 0, to: 4_102_444_800, by: step).map { Date(timeIntervalSince1970: Double($0)) }

        // when
        let different = instants.filter { instant in
            let text = formatter.string(from: instant)
            return HTTPDate.date(from: text) != formatter.date(from: text)
        }

        // then
        #expect(instants.count > 3_000)
        #expect(different.isEmpty, "\(different.prefix(3).map(formatter.string(from:)))")
    }

    @Test(arguments: [
        "", "Sun, 06 Nov 1994 08:49:37", "Sun, 31 Nov 1994 08:49:37 GMT", "Sun, 29 Feb 1900 08:49:37 GMT",
        "Sun, 06 Nov 1994 24:00:00 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun, 06 Nov 1994 08:49:37 XYZ",
        "Sun, 06 Nov 1994 08:49:37 GMT extra",
    ])
    func whenTheTextIsNoIMFFixdate_itReadsNothing(text: String) {
        // when
        let date = HTTPDate.date(from: text)

        // then
        #expect(date == nil)
    }
}
