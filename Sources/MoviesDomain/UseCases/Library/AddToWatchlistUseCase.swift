/// What putting a film on the watchlist did.
public struct WatchlistAddition: Equatable, Sendable {
    public let film: LibraryFilm
    /// `false` when the film was already on it (nothing changed).
    public let wasAdded: Bool

    public init(film: LibraryFilm, wasAdded: Bool) {
        self.film = film
        self.wasAdded = wasAdded
    }
}

/// Puts a film on the watchlist, keeping its title, year and poster.
public protocol AddToWatchlistUseCase: Sendable {
    /// - Throws: `MoviesRepositoryError` when the film cannot be found; `LibraryError`.
    func execute(id: Movie.Identifier) async throws -> WatchlistAddition
}

public struct DefaultAddToWatchlistUseCase: AddToWatchlistUseCase {
    private let recording: LibraryRecording

    public init(movieDetailsRepository: any MovieDetailsRepository, libraryRepository: any LibraryRepository, clock: any LibraryClock) {
        recording = LibraryRecording(movieDetailsRepository: movieDetailsRepository, libraryRepository: libraryRepository, clock: clock)
    }

    public func execute(id: Movie.Identifier) async throws -> WatchlistAddition {
        let film = try await recording.films.film(id: id)
        let added = try await recording.libraryRepository.addToWatchlist(film, at: recording.clock.now())
        return WatchlistAddition(film: film, wasAdded: added)
    }
}
