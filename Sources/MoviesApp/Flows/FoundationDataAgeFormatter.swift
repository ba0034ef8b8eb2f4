import Foundation
import MoviesDomain
import MoviesPresentation

/// Words for data ages, with the local time zone and a fixed, readable format.
struct FoundationDataAgeFormatter: DataAgeFormatting {
    var now: @Sendable () -> Date = Date.init

    func relativeAge(of timestamp: Timestamp) -> String {
        let seconds = max(0, now().timeIntervalSince1970 - timestamp.secondsSince1970)
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return "\(Int(seconds / 60)) min ago"
        case ..<86_400: return "\(Int(seconds / 3600)) h ago"
        default:
            let days = Int(seconds / 86_400)
            return days == 1 ? "1 day ago" : "\(days) days ago"
        }
    }

    func absoluteTime(of timestamp: Timestamp) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone.current
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: Date(timeIntervalSince1970: timestamp.secondsSince1970))
    }
}
