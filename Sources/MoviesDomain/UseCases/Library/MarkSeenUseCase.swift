/// What marking a film seen (or logging a viewing) did.
public struct SeenMarking: Equatable, Sendable {
    public let film: LibraryFilm
    public let date: CalendarDate
    /// `false` when the film was already marked seen that day: that viewing
    /// was kept as it was (but `rating`, when given, was still set).
    public let isNewViewing: Bool
    /// The rating given with the viewing, if any.
    public let rating: StarRating?
    public let isRewatch: Bool
    public let tags: [String]
    /// Whether the film was on the watchlist and was taken off it.
    public let tookOffWatchlist: Bool

    public init(
        film: LibraryFilm,
        date: CalendarDate,
        isNewViewing: Bool,
        rating: StarRating?,
        isRewatch: Bool = false,
        tags: [String] = [],
        tookOffWatchlist: Bool = false
    ) {
        self.film = film
        self.date = date
        self.isNewViewing = isNewViewing
        self.rating = rating
        self.isRewatch = isRewatch
        self.tags = tags
        self.tookOffWatchlist = tookOffWatchlist
    }
}

/// Records a viewing of a film, today or on a given day, optionally rated:
/// the quick form of `LogViewingUseCase` (`seen add`, `s`).
public protocol MarkSeenUseCase: Sendable {
    /// - Parameter date: `nil` for today.
    /// - Throws: as `LogViewingUseCase.execute`.
    func execute(id: Movie.Identifier, on date: CalendarDate?, rating: StarRating?) async throws -> SeenMarking
}

public struct DefaultMarkSeenUseCase: MarkSeenUseCase {
    private let log: DefaultLogViewingUseCase

    public init(movieDetailsRepository: any MovieDetailsRepository, libraryRepository: any LibraryRepository, clock: any LibraryClock) {
        log = DefaultLogViewingUseCase(movieDetailsRepository: movieDetailsRepository, libraryRepository: libraryRepository, clock: clock)
    }

    public func execute(id: Movie.Identifier, on date: CalendarDate?, rating: StarRating?) async throws -> SeenMarking {
        try await log.execute(id: id, ViewingLog(date: date, rating: rating))
    }
}
