import MoviesDomain
import Synchronization

/// A library held in memory, for the use cases' tests.
final class InMemoryLibraryRepository: LibraryRepository {
    private let state = Mutex<[Movie.Identifier: LibraryEntry]>([:])

    init(_ entries: [LibraryEntry] = []) {
        state.withLock { for entry in entries { $0[entry.film.id] = entry } }
    }

    func entry(id: Movie.Identifier) async throws -> LibraryEntry? {
        state.withLock { $0[id] }
    }

    func entries(in list: LibraryList, sortedBy sort: LibrarySort) async throws -> LibraryRead<[LibraryEntry]> {
        LibraryRead(value: state.withLock { Array($0.values) }.sorted { $0.film.id < $1.film.id })
    }

    func allEntries() async throws -> LibraryRead<[LibraryEntry]> {
        try await entries(in: .seen, sortedBy: .added)
    }

    func marks(for ids: [Movie.Identifier]) async throws -> [Movie.Identifier: LibraryMark] {
        state.withLock { entries in ids.reduce(into: [:]) { marks, id in marks[id] = entries[id]?.mark } }
    }

    func addToWatchlist(_ film: LibraryFilm, at time: Timestamp) async throws -> Bool {
        update(film) { entry in
            guard entry.watchlistAddedAt == nil else { return nil }
            return LibraryEntry(film: film, watchlistAddedAt: time, viewings: entry.viewings, rating: entry.rating)
        }
    }

    func removeFromWatchlist(id: Movie.Identifier) async throws -> LibraryFilm? {
        state.withLock { entries in
            guard let entry = entries[id], entry.watchlistAddedAt != nil else { return nil }
            entries[id] = LibraryEntry(film: entry.film, viewings: entry.viewings, rating: entry.rating)
            return entry.film
        }
    }

    func addViewing(of film: LibraryFilm, _ viewing: Viewing, rating: FilmRating?, takingOffWatchlist: Bool) async throws -> ViewingWrite {
        if let rating { _ = try await setRating(rating, of: film) }
        let tookOff = takingOffWatchlist ? try await removeFromWatchlist(id: film.id) != nil : false
        let added = update(film) { entry in
            guard !entry.viewings.contains(where: { $0.date == viewing.date }) else { return nil }
            return LibraryEntry(film: film, watchlistAddedAt: entry.watchlistAddedAt, viewings: entry.viewings + [viewing], rating: entry.rating)
        }
        return ViewingWrite(isNewViewing: added, tookOffWatchlist: tookOff)
    }

    func removeViewings(of id: Movie.Identifier, on date: CalendarDate?) async throws -> Int {
        state.withLock { entries in
            guard let entry = entries[id] else { return 0 }
            let kept = entry.viewings.filter { date != nil && $0.date != date }
            entries[id] = LibraryEntry(film: entry.film, watchlistAddedAt: entry.watchlistAddedAt, viewings: kept, rating: entry.rating)
            return entry.viewings.count - kept.count
        }
    }

    func setRating(_ rating: FilmRating?, of film: LibraryFilm) async throws -> StarRating? {
        state.withLock { entries in
            let entry = entries[film.id] ?? LibraryEntry(film: film)
            entries[film.id] = LibraryEntry(film: film, watchlistAddedAt: entry.watchlistAddedAt, viewings: entry.viewings, rating: rating)
            return entry.rating?.rating
        }
    }

    /// The lists the last merge was given.
    let mergedLists = Mutex<[FilmList]>([])

    func merge(_ entries: LibraryImportEntries, dryRun: Bool) async throws -> LibraryMergeCounts {
        mergedLists.withLock { $0 = entries.lists }
        var counts = LibraryMergeCounts()
        for entry in entries {
            if state.withLock({ $0[entry.film.id] }) == nil { counts.new += 1 } else { counts.alreadyPresent += 1 }
            if !dryRun { state.withLock { $0[entry.film.id] = entry } }
        }
        return counts
    }

    /// Applies `change` to the film's entry (a new one when absent); a `nil` change leaves it.
    private func update(_ film: LibraryFilm, _ change: (LibraryEntry) -> LibraryEntry?) -> Bool {
        state.withLock { entries in
            guard let changed = change(entries[film.id] ?? LibraryEntry(film: film)) else { return false }
            entries[film.id] = changed
            return true
        }
    }
}

/// A clock stopped at one instant, on one local day.
struct FixedLibraryClock: LibraryClock {
    var instant = Timestamp(secondsSince1970: 1_800_000_000)
    var day = CalendarDate(year: 2027, month: 1, day: 15)!

    func now() -> Timestamp { instant }
    func today() -> CalendarDate { day }
}
