/// Takes a film off the watchlist; its viewings and rating stay.
public protocol RemoveFromWatchlistUseCase: Sendable {
    /// - Returns: The film taken off, or `nil` when it was not on the watchlist.
    func execute(id: Movie.Identifier) async throws -> LibraryFilm?
}

public struct DefaultRemoveFromWatchlistUseCase: RemoveFromWatchlistUseCase {
    private let libraryRepository: any LibraryRepository

    public init(libraryRepository: any LibraryRepository) {
        self.libraryRepository = libraryRepository
    }

    public func execute(id: Movie.Identifier) async throws -> LibraryFilm? {
        try await libraryRepository.removeFromWatchlist(id: id)
    }
}
