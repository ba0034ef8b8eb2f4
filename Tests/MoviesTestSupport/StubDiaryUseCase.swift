public import MoviesDomain
import Synchronization

/// A diary held in memory: the viewings given, in the order given (newest
/// first, as the library gives them), those of the period asked; it can be
/// changed between reads, or made to fail.
public final class StubDiaryUseCase: FetchDiaryUseCase {
    private let state: Mutex<(entries: [DiaryEntry], failure: LibraryError?, reads: Int)>

    public init(entries: [DiaryEntry] = [], failure: LibraryError? = nil) {
        state = Mutex((entries, failure, 0))
    }

    /// What the next read returns.
    public var entries: [DiaryEntry] {
        get { state.withLock { $0.entries } }
        set { state.withLock { $0.entries = newValue } }
    }

    /// How many times the diary was read.
    public var reads: Int { state.withLock { $0.reads } }

    public func execute(period: DiaryPeriod) async throws -> LibraryRead<[DiaryEntry]> {
        let (entries, failure) = state.withLock { state in
            state.reads += 1
            return (state.entries, state.failure)
        }
        if let failure { throw failure }
        return LibraryRead(value: entries.filter { period.contains($0.viewing.date) })
    }

    /// A viewing of `film` on `date` (`YYYY-MM-DD`), logged at noon that day.
    public static func entry(
        _ film: LibraryFilm, on date: String, rating halfStars: Int? = nil, rewatch: Bool = false, tags: [String] = []
    ) -> DiaryEntry {
        let day = CalendarDate(iso8601: date) ?? CalendarDate(year: 2000, month: 1, day: 1)!
        let viewing = Viewing(
            date: day, loggedAt: Timestamp(secondsSince1970: Double(day.daysSince1970) * 86_400 + 43_200),
            rating: halfStars.flatMap(StarRating.init(halfStars:)), isRewatch: rewatch, tags: tags
        )
        return DiaryEntry(film: film, viewing: viewing)
    }
}
