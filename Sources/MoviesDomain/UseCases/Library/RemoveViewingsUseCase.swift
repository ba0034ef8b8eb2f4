/// Removes the viewing of one day, or every viewing, of a film.
public protocol RemoveViewingsUseCase: Sendable {
    /// - Parameter date: `nil` removes every viewing.
    /// - Returns: How many were removed, and the film when the library holds it.
    func execute(id: Movie.Identifier, on date: CalendarDate?) async throws -> (removed: Int, film: LibraryFilm?)
}

public struct DefaultRemoveViewingsUseCase: RemoveViewingsUseCase {
    private let libraryRepository: any LibraryRepository

    public init(libraryRepository: any LibraryRepository) {
        self.libraryRepository = libraryRepository
    }

    public func execute(id: Movie.Identifier, on date: CalendarDate?) async throws -> (removed: Int, film: LibraryFilm?) {
        let film = try await libraryRepository.entry(id: id)?.film
        let removed = try await libraryRepository.removeViewings(of: id, on: date)
        return (removed, film)
    }
}
