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
import MoviesPresentation

/// Words for data ages, with the local time zone and a fixed, readable format.
struct FoundationDataAgeFormatter: DataAgeFormatting {
    var now: @Sendable () -> Date = Date.init

    func relativeAge(of timestamp: Timestamp) -> String {
        let elapsed = now().timeIntervalSince1970 - timestamp.secondsSince1970
        // A damaged or forged time must not trap the conversions below nor
        // print an age in the millions of years; NaN would pass `max` as 0,
        // "just now", so it is caught first.
        guard !elapsed.isNaN else { return "long ago" }
        let seconds = max(0, elapsed)
        guard seconds.isFinite, seconds < 200 * 365 * 86_400 else { return "long ago" }
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return "\(Int(seconds / 60)) min ago"
        case ..<86_400: return "\(Int(seconds / 3600)) h ago"
        default:
            let days = Int(seconds / 86_400)
            return days == 1 ? "1 day ago" : "\(days) days ago"
        }
    }

    /// "yyyy-MM-dd HH:mm" in the local time zone (TZ, else /etc/localtime).
    ///
    /// The C library does this without a `DateFormatter`, whose first use
    /// loads ICU's calendar and locale data: a few percent of a cached search
    /// and most of its time-zone work.
    func absoluteTime(of timestamp: Timestamp) -> String {
        guard timestamp.secondsSince1970.isFinite,
              let whole = time_t(exactly: timestamp.secondsSince1970.rounded(.down))
        else { return "" }
        var seconds = whole
        var fields = tm()
        tzset()
        guard localtime_r(&seconds, &fields) != nil else { return "" }
        var buffer = [CChar](repeating: 0, count: 64)
        let length = strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M", &fields)
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
