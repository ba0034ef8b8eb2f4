/// Writes the whole library as a file: Letterboxd's import CSV or our JSON,
/// or Letterboxd's own export layout as a `.zip`.
public protocol ExportLibraryUseCase: Sendable {
    /// - Parameter archive: For `.letterboxd`, the `.zip` of Letterboxd's own
    ///   export layout and its import files, rather than the import diary alone.
    /// - Returns: The file's bytes, and the damage that kept films out, if any
    ///   (what could be read is still exported: the way out of a damaged library).
    func execute(format: LibraryFileFormat, archive: Bool) async throws -> LibraryRead<[UInt8]>
}

extension ExportLibraryUseCase {
    /// The one file of `format`: for `.letterboxd`, the import diary alone.
    public func execute(format: LibraryFileFormat) async throws -> LibraryRead<[UInt8]> {
        try await execute(format: format, archive: false)
    }
}

public struct DefaultExportLibraryUseCase: ExportLibraryUseCase {
    private let libraryRepository: any LibraryRepository
    private let fileCoding: any LibraryFileCoding
    private let filmListsRepository: (any FilmListsRepository)?
    private let movieDetailsRepository: (any MovieDetailsRepository)?
    private let detailsPolicy: FetchPolicy

    /// - Parameters:
    ///   - filmListsRepository: Where the lists are; `nil` exports films alone.
    ///   - movieDetailsRepository: Where IMDb ids and directors are found for
    ///     Letterboxd's files; `nil` leaves them empty.
    ///   - detailsPolicy: `.offline` (the cache alone) when details would come
    ///     from the network; the embedded catalogue, which is no network, may be asked.
    public init(
        libraryRepository: any LibraryRepository,
        fileCoding: any LibraryFileCoding,
        filmListsRepository: (any FilmListsRepository)? = nil,
        movieDetailsRepository: (any MovieDetailsRepository)? = nil,
        detailsPolicy: FetchPolicy = .offline
    ) {
        self.libraryRepository = libraryRepository
        self.fileCoding = fileCoding
        self.filmListsRepository = filmListsRepository
        self.movieDetailsRepository = movieDetailsRepository
        self.detailsPolicy = detailsPolicy
    }

    public func execute(format: LibraryFileFormat, archive: Bool) async throws -> LibraryRead<[UInt8]> {
        let read = try await libraryRepository.allEntries()
        let lists = try await filmListsRepository?.allFilmLists()
        // Our JSON is the library alone: what it does not keep is not written there.
        let facts = format == .letterboxd ? await knownFacts(of: read.value) : [:]
        let export = LibraryExport(entries: read.value, lists: lists?.value ?? [], facts: facts)
        let bytes = try fileCoding.encode(export, as: format, archive: archive)
        return LibraryRead(value: bytes, problem: read.problem ?? lists?.problem)
    }

    /// The facts the details source gives, from the cache first (no request
    /// for a cached film, however old), then as `detailsPolicy` allows; a film
    /// it cannot answer for (not cached, unknown, damaged) simply has none.
    private func knownFacts(of entries: [LibraryEntry]) async -> [Movie.Identifier: ExportedFilmFacts] {
        guard let movieDetailsRepository else { return [:] }
        var facts: [Movie.Identifier: ExportedFilmFacts] = [:]
        for entry in entries {
            let details = try? await CacheFirstFetch.value(then: detailsPolicy) {
                movieDetailsRepository.fetchMovieDetails(id: entry.film.id, policy: $0)
            }
            facts[entry.film.id] = details.map(ExportedFilmFacts.init(details:))
        }
        return facts
    }
}
