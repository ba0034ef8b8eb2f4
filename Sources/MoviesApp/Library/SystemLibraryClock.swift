#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MoviesDomain

/// The system clock, with today as the local time zone has it.
struct SystemLibraryClock: LibraryClock {
    func now() -> Timestamp {
        Timestamp(secondsSince1970: Date().timeIntervalSince1970)
    }

    func today() -> CalendarDate {
        var seconds = time(nil)
        var fields = tm()
        tzset()
        guard localtime_r(&seconds, &fields) != nil,
              let day = CalendarDate(year: Int(fields.tm_year) + 1900, month: Int(fields.tm_mon) + 1, day: Int(fields.tm_mday))
        else {
            return CalendarDate(utcDayOf: now()) ?? .unixEpoch
        }
        return day
    }
}
