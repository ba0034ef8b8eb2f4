/// Your viewing of a year in numbers (`movies stats`): films per month and
/// per release decade, the rating histogram, top genres, directors and
/// actors, hours watched — all from the library alone.
public protocol FetchLibraryStatsUseCase: Sendable {
    /// - Parameter year: `nil` for the current year (the clock's today).
    /// - Returns: The stats, and the damage that kept some viewings out, if any.
    func execute(year: Int?) async throws -> LibraryRead<LibraryStats>
}

public struct DefaultFetchLibraryStatsUseCase: FetchLibraryStatsUseCase {
    private let libraryRepository: any LibraryRepository
    private let clock: any LibraryClock

    public init(libraryRepository: any LibraryRepository, clock: any LibraryClock) {
        self.libraryRepository = libraryRepository
        self.clock = clock
    }

    public func execute(year: Int?) async throws -> LibraryRead<LibraryStats> {
        let read = try await libraryRepository.viewings(ofYear: year ?? clock.today().year)
        return LibraryRead(value: LibraryStatsCounter.stats(of: read.value), problem: read.problem)
    }
}
