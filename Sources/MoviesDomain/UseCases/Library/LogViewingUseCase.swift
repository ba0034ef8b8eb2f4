/// Logs a viewing with everything a diary entry holds. As Letterboxd does,
/// a film you have seen leaves your watchlist, and a film seen before that
/// day is a rewatch unless you say otherwise.
public protocol LogViewingUseCase: Sendable {
    /// - Throws: `LibraryInputError.dateInFuture`; `MoviesRepositoryError`
    ///   when the film cannot be found; `LibraryError`.
    func execute(id: Movie.Identifier, _ log: ViewingLog) async throws -> SeenMarking
    /// Today and the days film `id` was seen: what the `L` form opens on.
    /// - Throws: `LibraryError`.
    func start(id: Movie.Identifier) async throws -> ViewingLogStart
}

public struct DefaultLogViewingUseCase: LogViewingUseCase {
    private let recording: LibraryRecording

    public init(movieDetailsRepository: any MovieDetailsRepository, libraryRepository: any LibraryRepository, clock: any LibraryClock) {
        recording = LibraryRecording(movieDetailsRepository: movieDetailsRepository, libraryRepository: libraryRepository, clock: clock)
    }

    public func execute(id: Movie.Identifier, _ log: ViewingLog) async throws -> SeenMarking {
        let today = recording.clock.today()
        let day = log.day.resolved(today: today)
        if day > today { throw LibraryInputError.dateInFuture(day, today: today) }
        let film = try await recording.films.film(id: id)
        let seenBefore = try await start(id: id, today: today).isRewatch(on: day)
        let now = recording.clock.now()
        let viewing = Viewing(
            date: day, loggedAt: now, rating: log.rating, isRewatch: log.rewatch ?? seenBefore, tags: log.tags, review: log.review
        )
        let write = try await recording.libraryRepository.addViewing(
            of: film, viewing,
            rating: log.rating.map { FilmRating(rating: $0, ratedAt: now) },
            takingOffWatchlist: true
        )
        return SeenMarking(
            film: film, date: day, isNewViewing: write.isNewViewing, rating: log.rating,
            isRewatch: viewing.isRewatch, tags: viewing.tags, tookOffWatchlist: write.tookOffWatchlist
        )
    }

    public func start(id: Movie.Identifier) async throws -> ViewingLogStart {
        try await start(id: id, today: recording.clock.today())
    }

    private func start(id: Movie.Identifier, today: CalendarDate) async throws -> ViewingLogStart {
        let seenOn = try await recording.libraryRepository.entry(id: id)?.viewings.map(\.date) ?? []
        return ViewingLogStart(today: today, seenOn: seenOn)
    }
}
