/// Imports a file into the library: all of it in one transaction, or nothing.
public protocol ImportLibraryUseCase: Sendable {
    /// - Parameter dryRun: Report what would change, and change nothing.
    /// - Throws: `LibraryFileError` for a file that cannot be read;
    ///   `MoviesRepositoryError` when no title can be looked up (credentials
    ///   refused, or cancelled); `LibraryError`. A look-up that fails for one
    ///   title leaves it unmatched.
    /// - Parameter progress: Told how far the import has gone, step by step
    ///   (often: after each row read, title matched and film looked up).
    func execute(path: String, dryRun: Bool, progress: @escaping @Sendable (LibraryImportProgress) -> Void) async throws -> LibraryImportReport
}

extension ImportLibraryUseCase {
    /// The import, with no one told how far it has gone.
    public func execute(path: String, dryRun: Bool) async throws -> LibraryImportReport {
        try await execute(path: path, dryRun: dryRun, progress: { _ in })
    }
}

/// How many films one import may name. What an import holds in memory grows
/// with its films (a few hundred bytes each), and each film named only by
/// title costs a look-up: both far beyond any library (a very heavy
/// Letterboxd user logs some tens of thousands of films), they keep an import
/// under 256 MiB whatever the file.
public struct LibraryImportLimits: Equatable, Sendable {
    public var films: Int
    /// Films named only by title and year (Letterboxd's own export).
    public var titles: Int

    public init(films: Int = 500_000, titles: Int = 100_000) {
        self.films = films
        self.titles = titles
    }
}

public struct DefaultImportLibraryUseCase: ImportLibraryUseCase {
    private let fileCoding: any LibraryFileCoding
    private let matcher: ImportedFilmMatcher
    private let factsFetcher: ImportedFilmFactsFetcher
    private let libraryRepository: any LibraryRepository
    private let clock: any LibraryClock
    private let limits: LibraryImportLimits

    /// - Parameters:
    ///   - movieDetailsRepository: Where the facts of films the file gives
    ///     none for are found (the cache or the embedded catalogue first).
    ///   - limits: How many films one import may name.
    public init(
        fileCoding: any LibraryFileCoding,
        moviesRepository: any MoviesRepository,
        movieDetailsRepository: any MovieDetailsRepository,
        libraryRepository: any LibraryRepository,
        clock: any LibraryClock,
        limits: LibraryImportLimits = LibraryImportLimits()
    ) {
        self.fileCoding = fileCoding
        matcher = ImportedFilmMatcher(moviesRepository: moviesRepository)
        factsFetcher = ImportedFilmFactsFetcher(movieDetailsRepository: movieDetailsRepository)
        self.libraryRepository = libraryRepository
        self.clock = clock
        self.limits = limits
    }

    public func execute(path: String, dryRun: Bool, progress: @escaping @Sendable (LibraryImportProgress) -> Void) async throws -> LibraryImportReport {
        var merger = LibraryImportMerger()
        var lists: [ImportedFilmList] = []
        var rows = 0
        progress(LibraryImportProgress(phase: .reading))
        try fileCoding.decodeFile(atPath: path, importedAt: clock.now(), today: clock.today(), record: { record in
            merger.add(record)
            rows += 1
            progress(LibraryImportProgress(phase: .reading, done: rows))
            guard merger.filmCount <= limits.films else { throw LibraryFileError.tooManyFilms(path: path, limit: limits.films) }
            guard merger.titleCount <= limits.titles else { throw LibraryFileError.tooManyTitles(path: path, limit: limits.titles) }
        }, list: { lists.append($0) })
        // A list's films named by title are looked up with the rest.
        let titles = Self.titles(merger.titledFilms, andOf: lists)
        guard titles.count <= limits.titles else {
            throw LibraryFileError.tooManyTitles(path: path, limit: limits.titles)
        }
        var ambiguous: [UnmatchedFilm] = []
        var unmatched: [UnmatchedFilm] = []
        var resolved: [ImportedTitle: LibraryFilm] = [:]
        for (index, title) in titles.enumerated() {
            progress(LibraryImportProgress(phase: .matching, done: index, total: titles.count))
            let candidates: [LibraryFilm]
            do {
                candidates = try await matcher.candidates(title: title.title, year: title.year)
            } catch let error as MoviesRepositoryError where !Self.stopsEveryLookUp(error) {
                // One title the source could not answer for: left unmatched, the import goes on.
                candidates = []
            }
            if candidates.count == 1 {
                resolved[title] = candidates[0]
            } else {
                let film = UnmatchedFilm(title: title.title, year: title.year, candidateCount: candidates.count)
                if candidates.isEmpty { unmatched.append(film) } else { ambiguous.append(film) }
            }
        }
        var entries = merger.entries(resolving: resolved)
        entries.lists = lists.map { $0.resolving(resolved) }
        // A dry run's counts do not depend on facts: it asks for none.
        if !dryRun {
            let lacking = entries.filmsLackingFacts
            progress(LibraryImportProgress(phase: .lookingUpDetails, total: lacking.count))
            entries.learn(try await factsFetcher.facts(of: lacking) { done in
                progress(LibraryImportProgress(phase: .lookingUpDetails, done: done, total: lacking.count))
            })
        }
        let setAside = try fileCoding.setAsideFiles(atPath: path).count
        progress(LibraryImportProgress(phase: dryRun ? .comparing : .writing, total: entries.count))
        let counts = try await libraryRepository.merge(entries, dryRun: dryRun)
        return LibraryImportReport(counts: counts, ambiguous: ambiguous, unmatched: unmatched, dryRun: dryRun, setAsideFiles: setAside)
    }

    /// `titles`, then the titles only `lists` name, each once, in the order they appear.
    private static func titles(_ titles: [ImportedTitle], andOf lists: [ImportedFilmList]) -> [ImportedTitle] {
        var seen = Set(titles)
        return titles + lists.flatMap(\.titles).filter { seen.insert($0).inserted }
    }

    /// Whether `error` would fail every look-up alike, so the import stops
    /// rather than report every title unmatched.
    private static func stopsEveryLookUp(_ error: MoviesRepositoryError) -> Bool {
        switch error {
        case .unauthorized, .cancelled: return true
        default: return false
        }
    }
}
