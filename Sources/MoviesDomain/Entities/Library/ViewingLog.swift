/// The day of a viewing as you name it; only the clock knows which day
/// "today" is, so the use case resolves it.
public enum ViewingDay: Equatable, Sendable {
    case today, yesterday
    case on(CalendarDate)

    /// Reads a day as a person names it: `today`, `yesterday` (any case) or
    /// `YYYY-MM-DD`, spaces around it ignored.
    /// - Returns: `nil` for anything else.
    public init?(naming text: String) {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard words.count == 1, let word = words.first.map(String.init) else { return nil }
        switch word.lowercased() {
        case "today": self = .today
        case "yesterday": self = .yesterday
        default:
            guard let date = CalendarDate(iso8601: word) else { return nil }
            self = .on(date)
        }
    }

    public func resolved(today: CalendarDate) -> CalendarDate {
        switch self {
        case .today: today
        case .yesterday: CalendarDate(daysSince1970: today.daysSince1970 - 1) ?? today
        case .on(let date): date
        }
    }
}

/// What you say when you log a viewing: everything but the film is optional.
public struct ViewingLog: Equatable, Sendable {
    public var day: ViewingDay
    public var rating: StarRating?
    /// `nil`: a rewatch when the film was seen before that day.
    public var rewatch: Bool?
    public var tags: [String]
    public var review: String?

    public init(day: ViewingDay = .today, rating: StarRating? = nil, rewatch: Bool? = nil, tags: [String] = [], review: String? = nil) {
        self.day = day
        self.rating = rating
        self.rewatch = rewatch
        self.tags = tags
        self.review = review
    }

    /// - Parameter date: `nil` for today.
    public init(date: CalendarDate?, rating: StarRating? = nil, rewatch: Bool? = nil, tags: [String] = [], review: String? = nil) {
        self.init(day: date.map(ViewingDay.on) ?? .today, rating: rating, rewatch: rewatch, tags: tags, review: review)
    }
}

/// What recording a viewing changed in the library, besides the viewing.
public struct ViewingWrite: Equatable, Sendable {
    /// `false` when the film already had a viewing that day: it was kept as it was.
    public let isNewViewing: Bool
    /// Whether the film was on the watchlist and was taken off it.
    public let tookOffWatchlist: Bool

    public init(isNewViewing: Bool, tookOffWatchlist: Bool) {
        self.isNewViewing = isNewViewing
        self.tookOffWatchlist = tookOffWatchlist
    }
}
