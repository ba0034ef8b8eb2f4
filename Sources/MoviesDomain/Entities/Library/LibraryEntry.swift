/// One viewing of a film, a diary entry: the day it was seen, when that was
/// recorded, and what you said about it then.
public struct Viewing: Equatable, Hashable, Sendable {
    public let date: CalendarDate
    public let loggedAt: Timestamp
    /// Your rating at the time; the film's own rating may have changed since.
    public let rating: StarRating?
    /// Whether you had seen the film before.
    public let isRewatch: Bool
    /// Tags in the order given, each once (see `ViewingTags`).
    public let tags: [String]
    /// `nil` when there is none; never empty.
    public let review: String?

    public init(
        date: CalendarDate,
        loggedAt: Timestamp,
        rating: StarRating? = nil,
        isRewatch: Bool = false,
        tags: [String] = [],
        review: String? = nil
    ) {
        self.date = date
        self.loggedAt = loggedAt
        self.rating = rating
        self.isRewatch = isRewatch
        self.tags = ViewingTags.normalized(tags)
        self.review = review.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
    }

    /// The same viewing, marked as a rewatch or not.
    public func rewatch(_ isRewatch: Bool) -> Viewing {
        Viewing(date: date, loggedAt: loggedAt, rating: rating, isRewatch: isRewatch, tags: tags, review: review)
    }
}

/// Your rating of a film and when you gave it.
public struct FilmRating: Equatable, Hashable, Sendable {
    public let rating: StarRating
    public let ratedAt: Timestamp

    public init(rating: StarRating, ratedAt: Timestamp) {
        self.rating = rating
        self.ratedAt = ratedAt
    }
}

/// Everything the library holds about one film.
public struct LibraryEntry: Equatable, Sendable {
    public let film: LibraryFilm
    /// When the film was put on the watchlist; `nil` when it is not on it.
    public let watchlistAddedAt: Timestamp?
    /// Every viewing, oldest first; one a day at most.
    public let viewings: [Viewing]
    public let rating: FilmRating?
    /// Your liked mark (Letterboxd's heart), apart from any rating.
    public let isLiked: Bool
    /// The Letterboxd URI of the row the film was imported from, kept so an
    /// export can give it back; `nil` for a film not imported from Letterboxd.
    public let letterboxdURI: String?

    public init(
        film: LibraryFilm,
        watchlistAddedAt: Timestamp? = nil,
        viewings: [Viewing] = [],
        rating: FilmRating? = nil,
        isLiked: Bool = false,
        letterboxdURI: String? = nil
    ) {
        self.film = film
        self.watchlistAddedAt = watchlistAddedAt
        self.viewings = viewings.sorted { $0.date < $1.date }
        self.rating = rating
        self.isLiked = isLiked
        self.letterboxdURI = letterboxdURI.flatMap { $0.isEmpty ? nil : $0 }
    }

    public var isOnWatchlist: Bool { watchlistAddedAt != nil }
    public var lastSeen: CalendarDate? { viewings.last?.date }

    /// What a row showing this film marks about it.
    public var mark: LibraryMark {
        LibraryMark(isOnWatchlist: isOnWatchlist, viewingCount: viewings.count, lastSeen: lastSeen, rating: rating?.rating)
    }

    /// Whether the entry holds nothing and the film leaves the library.
    public var isEmpty: Bool { watchlistAddedAt == nil && viewings.isEmpty && rating == nil && !isLiked }
}

/// What the library says about a film wherever it is shown: on the
/// watchlist, how often seen, your rating. Never TMDB's vote.
public struct LibraryMark: Equatable, Hashable, Sendable {
    public let isOnWatchlist: Bool
    public let viewingCount: Int
    public let lastSeen: CalendarDate?
    public let rating: StarRating?

    public init(isOnWatchlist: Bool = false, viewingCount: Int = 0, lastSeen: CalendarDate? = nil, rating: StarRating? = nil) {
        self.isOnWatchlist = isOnWatchlist
        self.viewingCount = viewingCount
        self.lastSeen = lastSeen
        self.rating = rating
    }

    /// A film the library knows nothing about.
    public static let none = LibraryMark()

    public var isEmpty: Bool { self == .none }
}
