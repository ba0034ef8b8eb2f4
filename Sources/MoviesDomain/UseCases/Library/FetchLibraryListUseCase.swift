/// Reads one of the library's lists.
public protocol FetchLibraryListUseCase: Sendable {
    /// - Returns: The films, and the damage that kept some out, if any.
    func execute(list: LibraryList, sort: LibrarySort) async throws -> LibraryRead<[LibraryEntry]>
}

public struct DefaultFetchLibraryListUseCase: FetchLibraryListUseCase {
    private let libraryRepository: any LibraryRepository

    public init(libraryRepository: any LibraryRepository) {
        self.libraryRepository = libraryRepository
    }

    public func execute(list: LibraryList, sort: LibrarySort) async throws -> LibraryRead<[LibraryEntry]> {
        try await libraryRepository.entries(in: list, sortedBy: sort)
    }
}
