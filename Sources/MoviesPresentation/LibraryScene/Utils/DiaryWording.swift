public import MoviesDomain

/// How the diary names its months and periods and draws a viewing's rating,
/// for its screen and its plain output alike.
public enum DiaryWording {
    public static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    private static let weekdayNames = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]

    /// `March 2024`.
    public static func month(of date: CalendarDate) -> String {
        "\(monthNames[date.month - 1]) \(date.year)"
    }

    /// `Sat 09`: the day in a month's rows, its weekday first.
    public static func day(of date: CalendarDate) -> String {
        // 1970-01-01 was a Thursday; the remainder is kept positive for days before it.
        let weekday = ((date.daysSince1970 % 7) + 7) % 7
        return weekdayNames[weekday] + (date.day < 10 ? " 0\(date.day)" : " \(date.day)")
    }

    /// `in 2024`, `in March 2024`; empty for the whole diary.
    public static func name(of period: DiaryPeriod) -> String {
        switch period {
        case .all: ""
        case .year(let year): "in \(year)"
        case .month(let year, let month): "in \(monthNames[month - 1]) \(year)"
        }
    }

    /// `♥♥♥½`: your rating as whole and half marks (♥, yours; ★ is TMDB's).
    public static func marks(_ rating: StarRating) -> String {
        let mark = LibraryMarkViewModel.ratingSymbol
        return String(repeating: mark, count: rating.halfStars / 2) + (rating.halfStars % 2 == 1 ? "½" : "")
    }

    /// The widest `marks` can be: five whole marks.
    public static let marksWidth = 5

    /// `#cinema #friends`.
    public static func tags(_ tags: [String]) -> String {
        tags.map { "#" + $0 }.joined(separator: " ")
    }
}
