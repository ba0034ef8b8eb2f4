/// What putting a film on the watchlist did.
public struct WatchlistAddition: Equatable, Sendable {
    public let film: LibraryFilm
    /// `false` when the film was already on it (nothing changed).
    public let wasAdded: Bool
}

/// Puts a film on the watchlist, keeping its title, year and poster.
public protocol AddToWatchlistUseCase: Sendable {
    /// - Throws: `MoviesRepositoryError` when the film cannot be found; `LibraryError`.
    func execute(id: Movie.Identifier) async throws -> WatchlistAddition
}

public struct DefaultAddToWatchlistUseCase: AddToWatchlistUseCase {
    private let films: LibraryFilmFetcher
    private let libraryRepository: any LibraryRepository
    private let clock: any LibraryClock

    public init(movieDetailsRepository: any MovieDetailsRepository, libraryRepository: any LibraryRepository, clock: any LibraryClock) {
        films = LibraryFilmFetcher(movieDetailsRepository: movieDetailsRepository, libraryRepository: libraryRepository)
        self.libraryRepository = libraryRepository
        self.clock = clock
    }

    public func execute(id: Movie.Identifier) async throws -> WatchlistAddition {
        let film = try await films.film(id: id)
        let added = try await libraryRepository.addToWatchlist(film, at: clock.now())
        return WatchlistAddition(film: film, wasAdded: added)
    }
}
