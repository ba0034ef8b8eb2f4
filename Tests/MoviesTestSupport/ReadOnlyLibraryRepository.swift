public import MoviesDomain
import Synchronization

/// A library held in memory that only reads: the test puts its entries in
/// (and changes them, as another screen or process would); every write
/// fails, so a screen that reads it cannot change it behind the test's back.
/// Reads go through the protocol's whole-library defaults, as a library with
/// no faster way would.
public final class ReadOnlyLibraryRepository: LibraryRepository {
    private let held: Mutex<[LibraryEntry]>
    /// What each write throws.
    private static let readOnly = LibraryError.writeFailed(path: "(memory)", reason: "this library is read only")

    public init(_ entries: [LibraryEntry] = []) {
        held = Mutex(entries)
    }

    /// Replaces what the library holds, as a change made elsewhere.
    public func replaceEntries(with entries: [LibraryEntry]) {
        held.withLock { $0 = entries }
    }

    public func entry(id: Movie.Identifier) async throws -> LibraryEntry? {
        held.withLock { $0.first { $0.film.id == id } }
    }

    public func entries(in list: LibraryList, sortedBy sort: LibrarySort) async throws -> LibraryRead<[LibraryEntry]> {
        let entries = held.withLock { $0 }
        return LibraryRead(value: entries.filter { list == .watchlist ? $0.isOnWatchlist : !$0.viewings.isEmpty })
    }

    public func allEntries() async throws -> LibraryRead<[LibraryEntry]> {
        LibraryRead(value: held.withLock { $0 })
    }

    public func marks(for ids: [Movie.Identifier]) async throws -> [Movie.Identifier: LibraryMark] {
        let wanted = Set(ids)
        return held.withLock { entries in
            Dictionary(entries.filter { wanted.contains($0.film.id) }.map { ($0.film.id, $0.mark) }) { first, _ in first }
        }
    }

    public func addToWatchlist(_ film: LibraryFilm, at time: Timestamp) async throws -> Bool { throw Self.readOnly }

    public func removeFromWatchlist(id: Movie.Identifier) async throws -> LibraryFilm? { throw Self.readOnly }

    public func addViewing(of film: LibraryFilm, _ viewing: Viewing, rating: FilmRating?, takingOffWatchlist: Bool) async throws -> ViewingWrite {
        throw Self.readOnly
    }

    public func removeViewings(of id: Movie.Identifier, on date: CalendarDate?) async throws -> Int { throw Self.readOnly }

    public func setRating(_ rating: FilmRating?, of film: LibraryFilm) async throws -> StarRating? { throw Self.readOnly }

    public func merge(_ entries: LibraryImportEntries, dryRun: Bool) async throws -> LibraryMergeCounts { throw Self.readOnly }
}

/// A clock stopped at the start of one day.
public struct StoppedLibraryClock: LibraryClock {
    public let day: CalendarDate

    public init(day: CalendarDate) {
        self.day = day
    }

    public func now() -> Timestamp { day.startOfDayUTC }
    public func today() -> CalendarDate { day }
}
