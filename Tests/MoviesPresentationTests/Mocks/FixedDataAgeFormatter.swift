import MoviesDomain
import MoviesPresentation

/// Formats timestamps as their raw seconds so assertions are exact.
struct FixedDataAgeFormatter: DataAgeFormatting {
    func relativeAge(of timestamp: Timestamp) -> String {
        "\(Int(timestamp.secondsSince1970)) s ago"
    }

    func absoluteTime(of timestamp: Timestamp) -> String {
        "t=\(Int(timestamp.secondsSince1970))"
    }
}
