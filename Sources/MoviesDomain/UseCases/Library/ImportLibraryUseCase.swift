/// Imports a file into the library: all of it in one transaction, or nothing.
public protocol ImportLibraryUseCase: Sendable {
    /// - Parameter dryRun: Report what would change, and change nothing.
    /// - Throws: `LibraryFileError` for a file that cannot be read;
    ///   `MoviesRepositoryError` when titles cannot be looked up; `LibraryError`.
    func execute(path: String, dryRun: Bool) async throws -> LibraryImportReport
}

public struct DefaultImportLibraryUseCase: ImportLibraryUseCase {
    private let fileCoding: any LibraryFileCoding
    private let matcher: ImportedFilmMatcher
    private let libraryRepository: any LibraryRepository
    private let clock: any LibraryClock

    public init(
        fileCoding: any LibraryFileCoding,
        moviesRepository: any MoviesRepository,
        libraryRepository: any LibraryRepository,
        clock: any LibraryClock
    ) {
        self.fileCoding = fileCoding
        matcher = ImportedFilmMatcher(moviesRepository: moviesRepository)
        self.libraryRepository = libraryRepository
        self.clock = clock
    }

    public func execute(path: String, dryRun: Bool) async throws -> LibraryImportReport {
        let document = try fileCoding.decodeFile(atPath: path, importedAt: clock.now())
        var merger = LibraryImportMerger()
        var ambiguous: [UnmatchedFilm] = []
        var unmatched: [UnmatchedFilm] = []
        var lookedUp: [ImportedFilmReference: LibraryFilm?] = [:]
        for record in document.records {
            switch record.film {
            case .identified(let film):
                merger.add(record, as: film)
            case .titled(let title, let year):
                if lookedUp[record.film] == nil {
                    let candidates = try await matcher.candidates(title: title, year: year)
                    lookedUp[record.film] = .some(candidates.count == 1 ? candidates[0] : nil)
                    if candidates.count != 1 {
                        let film = UnmatchedFilm(title: title, year: year, candidateCount: candidates.count)
                        if candidates.isEmpty { unmatched.append(film) } else { ambiguous.append(film) }
                    }
                }
                if case .some(.some(let film)) = lookedUp[record.film] {
                    merger.add(record, as: film)
                }
            }
        }
        let counts = try await libraryRepository.merge(merger.entries, dryRun: dryRun)
        return LibraryImportReport(counts: counts, ambiguous: ambiguous, unmatched: unmatched, dryRun: dryRun)
    }
}
