/// The library's marks for the films a screen shows (on the watchlist, seen,
/// your rating), for rows in every scene.
public protocol FetchLibraryMarksUseCase: Sendable {
    /// Films the library does not hold are left out.
    func execute(ids: [Movie.Identifier]) async throws -> [Movie.Identifier: LibraryMark]
}

public struct DefaultFetchLibraryMarksUseCase: FetchLibraryMarksUseCase {
    private let libraryRepository: any LibraryRepository

    public init(libraryRepository: any LibraryRepository) {
        self.libraryRepository = libraryRepository
    }

    public func execute(ids: [Movie.Identifier]) async throws -> [Movie.Identifier: LibraryMark] {
        guard !ids.isEmpty else { return [:] }
        return try await libraryRepository.marks(for: ids)
    }
}
