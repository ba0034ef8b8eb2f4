/// What marking a film seen did.
public struct SeenMarking: Equatable, Sendable {
    public let film: LibraryFilm
    public let date: CalendarDate
    /// `false` when the film was already marked seen that day: nothing changed
    /// (but `rating`, when given, was still set).
    public let isNewViewing: Bool
    /// The rating given with the viewing, if any.
    public let rating: StarRating?

    public init(film: LibraryFilm, date: CalendarDate, isNewViewing: Bool, rating: StarRating?) {
        self.film = film
        self.date = date
        self.isNewViewing = isNewViewing
        self.rating = rating
    }
}

/// Records a viewing of a film, today or on a given day, optionally rated.
public protocol MarkSeenUseCase: Sendable {
    /// - Parameter date: `nil` for today.
    /// - Throws: `LibraryInputError.dateInFuture`; `MoviesRepositoryError`
    ///   when the film cannot be found; `LibraryError`.
    func execute(id: Movie.Identifier, on date: CalendarDate?, rating: StarRating?) async throws -> SeenMarking
}

public struct DefaultMarkSeenUseCase: MarkSeenUseCase {
    private let recording: LibraryRecording

    public init(movieDetailsRepository: any MovieDetailsRepository, libraryRepository: any LibraryRepository, clock: any LibraryClock) {
        recording = LibraryRecording(movieDetailsRepository: movieDetailsRepository, libraryRepository: libraryRepository, clock: clock)
    }

    public func execute(id: Movie.Identifier, on date: CalendarDate?, rating: StarRating?) async throws -> SeenMarking {
        let today = recording.clock.today()
        let day = date ?? today
        if day > today { throw LibraryInputError.dateInFuture(day, today: today) }
        let film = try await recording.films.film(id: id)
        let now = recording.clock.now()
        let isNew = try await recording.libraryRepository.addViewing(
            of: film,
            Viewing(date: day, loggedAt: now),
            rating: rating.map { FilmRating(rating: $0, ratedAt: now) }
        )
        return SeenMarking(film: film, date: day, isNewViewing: isNew, rating: rating)
    }
}
