/// Reads one of the library's lists.
public protocol FetchLibraryListUseCase: Sendable {
    /// - Returns: The films, and the damage that kept some out, if any.
    func execute(list: LibraryList, sort: LibrarySort) async throws -> LibraryRead<[LibraryEntry]>
    /// The first `count` films and the list's size, when they can be had
    /// without reading the whole list (a long list's screen shows them first).
    func executeStart(list: LibraryList, sort: LibrarySort, count: Int) async throws -> LibraryListStart?
}

extension FetchLibraryListUseCase {
    public func executeStart(list: LibraryList, sort: LibrarySort, count: Int) async throws -> LibraryListStart? { nil }
}

public struct DefaultFetchLibraryListUseCase: FetchLibraryListUseCase {
    private let libraryRepository: any LibraryRepository

    public init(libraryRepository: any LibraryRepository) {
        self.libraryRepository = libraryRepository
    }

    public func execute(list: LibraryList, sort: LibrarySort) async throws -> LibraryRead<[LibraryEntry]> {
        try await libraryRepository.entries(in: list, sortedBy: sort)
    }

    public func executeStart(list: LibraryList, sort: LibrarySort, count: Int) async throws -> LibraryListStart? {
        try await libraryRepository.firstEntries(in: list, sortedBy: sort, count: count)
    }
}
