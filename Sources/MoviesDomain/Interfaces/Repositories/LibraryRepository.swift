/// Your library: watchlist, viewings and ratings, kept on your disk.
///
/// Every method that changes something does so in one transaction, so many
/// processes may change the library at once without losing a change or
/// recording one twice.
/// - Throws: `LibraryError` from every method.
public protocol LibraryRepository: Sendable {
    /// What the library holds about film `id`, or `nil`.
    func entry(id: Movie.Identifier) async throws -> LibraryEntry?
    /// The films of `list`, ordered by `sort`.
    func entries(in list: LibraryList, sortedBy sort: LibrarySort) async throws -> LibraryRead<[LibraryEntry]>
    /// The first `count` films of `list` in the order `sort` gives the whole
    /// list, without reading all of it; `nil` where that order cannot be had
    /// cheaply (the caller then reads the list).
    func firstEntries(in list: LibraryList, sortedBy sort: LibrarySort, count: Int) async throws -> LibraryListStart?
    /// The newest `count` viewings of `period`, in the diary's order (newest
    /// day first, then the latest logged, then by film), and how many the
    /// period holds, without reading the whole library; `nil` where that
    /// cannot be had cheaply (the caller then reads the diary).
    func newestViewings(in period: DiaryPeriod, count: Int) async throws -> DiaryStart?
    /// Every film the library holds, ordered by TMDB id: what an export writes.
    func allEntries() async throws -> LibraryRead<[LibraryEntry]>
    /// The viewings of `year`, each film once with its facts: what stats count.
    func viewings(ofYear year: Int) async throws -> LibraryRead<YearViewings>
    /// The marks of those of `ids` the library holds.
    func marks(for ids: [Movie.Identifier]) async throws -> [Movie.Identifier: LibraryMark]

    /// Puts `film` on the watchlist; keeps the earlier time if it is there.
    /// - Returns: Whether it was added (not already there).
    func addToWatchlist(_ film: LibraryFilm, at time: Timestamp) async throws -> Bool
    /// - Returns: The film taken off the watchlist, or `nil` when it was not on it.
    func removeFromWatchlist(id: Movie.Identifier) async throws -> LibraryFilm?
    /// Records `viewing`, `rating` when given, and with `takingOffWatchlist`
    /// takes the film off the watchlist, all in one transaction. A viewing
    /// on a day that has one already leaves that one as it is.
    func addViewing(of film: LibraryFilm, _ viewing: Viewing, rating: FilmRating?, takingOffWatchlist: Bool) async throws -> ViewingWrite
    /// Removes the viewing on `date`, or every viewing when `date` is `nil`.
    /// - Returns: How many were removed.
    func removeViewings(of id: Movie.Identifier, on date: CalendarDate?) async throws -> Int
    /// Sets, or with `nil` clears, your rating of `film`.
    /// - Returns: The rating it had before.
    func setRating(_ rating: FilmRating?, of film: LibraryFilm) async throws -> StarRating?
    /// Adds everything `entries` hold that the library lacks, in one
    /// transaction; a rating in `entries` replaces the library's.
    /// - Parameter dryRun: Count, then roll back: nothing changes.
    func merge(_ entries: LibraryImportEntries, dryRun: Bool) async throws -> LibraryMergeCounts
}

extension LibraryRepository {
    /// No cheap start by default: the list is read whole.
    public func firstEntries(in list: LibraryList, sortedBy sort: LibrarySort, count: Int) async throws -> LibraryListStart? {
        nil
    }
}

extension LibraryRepository {
    /// A library with no cheap way to the newest viewings reads the diary whole.
    public func newestViewings(in period: DiaryPeriod, count: Int) async throws -> DiaryStart? { nil }
}

extension LibraryRepository {
    /// A library with no cheaper way reads every entry.
    public func viewings(ofYear year: Int) async throws -> LibraryRead<YearViewings> {
        let read = try await allEntries()
        return LibraryRead(value: YearViewings(year: year, entries: read.value), problem: read.problem)
    }
}
