/// Reads your diary: every viewing of a period, newest first (by day, then
/// by when it was logged, then by film), each with its film.
public protocol FetchDiaryUseCase: Sendable {
    /// - Returns: The viewings, and the damage that kept some out, if any.
    func execute(period: DiaryPeriod) async throws -> LibraryRead<[DiaryEntry]>
    /// The newest `count` viewings of the period and how many it holds, when
    /// they can be had without reading the whole diary.
    func executeStart(period: DiaryPeriod, count: Int) async throws -> DiaryStart?
}

extension FetchDiaryUseCase {
    public func executeStart(period: DiaryPeriod, count: Int) async throws -> DiaryStart? { nil }
}

public struct DefaultFetchDiaryUseCase: FetchDiaryUseCase {
    private let libraryRepository: any LibraryRepository

    public init(libraryRepository: any LibraryRepository) {
        self.libraryRepository = libraryRepository
    }

    public func executeStart(period: DiaryPeriod, count: Int) async throws -> DiaryStart? {
        try await libraryRepository.newestViewings(in: period, count: count)
    }

    public func execute(period: DiaryPeriod) async throws -> LibraryRead<[DiaryEntry]> {
        let read = try await libraryRepository.allEntries()
        var diary: [DiaryEntry] = []
        for entry in read.value {
            for viewing in entry.viewings where period.contains(viewing.date) {
                diary.append(DiaryEntry(film: entry.film, viewing: viewing))
            }
        }
        diary.sort { lhs, rhs in
            if lhs.viewing.date != rhs.viewing.date { return lhs.viewing.date > rhs.viewing.date }
            if lhs.viewing.loggedAt != rhs.viewing.loggedAt { return lhs.viewing.loggedAt > rhs.viewing.loggedAt }
            return lhs.film.id < rhs.film.id
        }
        return LibraryRead(value: diary, problem: read.problem)
    }
}
