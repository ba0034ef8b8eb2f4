/// What you say when you log a viewing: everything but the film is optional.
public struct ViewingLog: Equatable, Sendable {
    /// `nil` for today.
    public var date: CalendarDate?
    public var rating: StarRating?
    /// `nil`: a rewatch when the film was seen before that day.
    public var rewatch: Bool?
    public var tags: [String]
    public var review: String?

    public init(date: CalendarDate? = nil, rating: StarRating? = nil, rewatch: Bool? = nil, tags: [String] = [], review: String? = nil) {
        self.date = date
        self.rating = rating
        self.rewatch = rewatch
        self.tags = tags
        self.review = review
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
