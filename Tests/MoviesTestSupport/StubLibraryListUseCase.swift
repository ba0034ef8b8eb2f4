public import MoviesDomain

/// Your lists from fixed entries, sorted by title when asked, else as given.
public struct StubLibraryListUseCase: FetchLibraryListUseCase {
    private let entries: @Sendable (LibraryList) -> [LibraryEntry]

    /// Every list holds `entries`.
    public init(entries: [LibraryEntry]) {
        self.entries = { _ in entries }
    }

    /// The watchlist holds `watchlist`, the seen films `seen`.
    public init(watchlist: [LibraryEntry], seen: [LibraryEntry]) {
        entries = { $0 == .watchlist ? watchlist : seen }
    }

    public func execute(list: LibraryList, sort: LibrarySort) async throws -> LibraryRead<[LibraryEntry]> {
        let entries = entries(list)
        return LibraryRead(value: sort == .title ? entries.sorted { $0.film.title < $1.film.title } : entries)
    }
}
