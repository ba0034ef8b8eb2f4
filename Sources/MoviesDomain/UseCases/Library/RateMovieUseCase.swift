/// What rating a film did.
public struct RatingChange: Equatable, Sendable {
    public let film: LibraryFilm
    public let previous: StarRating?
    /// `nil` when the rating was cleared.
    public let current: StarRating?

    public init(film: LibraryFilm, previous: StarRating?, current: StarRating?) {
        self.film = film
        self.previous = previous
        self.current = current
    }
}

/// Sets or clears your rating of a film.
public protocol RateMovieUseCase: Sendable {
    /// - Parameter rating: `nil` clears it.
    /// - Throws: `MoviesRepositoryError` when the film cannot be found; `LibraryError`.
    func execute(id: Movie.Identifier, rating: StarRating?) async throws -> RatingChange
}

public struct DefaultRateMovieUseCase: RateMovieUseCase {
    private let recording: LibraryRecording

    public init(movieDetailsRepository: any MovieDetailsRepository, libraryRepository: any LibraryRepository, clock: any LibraryClock) {
        recording = LibraryRecording(movieDetailsRepository: movieDetailsRepository, libraryRepository: libraryRepository, clock: clock)
    }

    public func execute(id: Movie.Identifier, rating: StarRating?) async throws -> RatingChange {
        // Clearing needs no details: the library has the film, or nothing to clear.
        let film: LibraryFilm
        if rating == nil, let stored = try await recording.libraryRepository.entry(id: id)?.film {
            film = stored
        } else {
            film = try await recording.films.film(id: id)
        }
        let previous = try await recording.libraryRepository.setRating(
            rating.map { FilmRating(rating: $0, ratedAt: recording.clock.now()) },
            of: film
        )
        return RatingChange(film: film, previous: previous, current: rating)
    }
}
