import MoviesDomain
import MoviesPresentation

/// Ages and times that do not depend on the clock or the time zone.
struct FixedDataAgeFormatter: DataAgeFormatting {
    func relativeAge(of timestamp: Timestamp) -> String { "5 min ago" }
    func absoluteTime(of timestamp: Timestamp) -> String { "2026-01-02 03:04" }
}
