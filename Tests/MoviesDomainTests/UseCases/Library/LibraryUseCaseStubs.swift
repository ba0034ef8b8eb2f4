import MoviesDomain
import Synchronization

/// Details of the films given; any other id is not found (or `failure`).
final class DetailsStub: MovieDetailsRepository {
    private let details: [MovieDetails]
    private let failure: MoviesRepositoryError
    private let requests = Mutex(0)

    convenience init(_ movies: [Movie], failure: MoviesRepositoryError = .notFound(message: nil)) {
        self.init(details: movies.map { MovieDetails(movie: $0) }, failure: failure)
    }

    init(details: [MovieDetails], failure: MoviesRepositoryError = .notFound(message: nil)) {
        self.details = details
        self.failure = failure
    }

    var requestCount: Int { requests.withLock { $0 } }

    func fetchMovieDetails(id: Movie.Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<MovieDetails>, any Error> {
        requests.withLock { $0 += 1 }
        let found = details.first { $0.movie.id == id }
        let failure = failure
        return AsyncThrowingStream { continuation in
            if let found {
                continuation.yield(Fetched(value: found, origin: .live))
                continuation.finish()
            } else {
                continuation.finish(throwing: failure)
            }
        }
    }
}

/// Search results by lower-cased query text.
struct SearchStub: MoviesRepository {
    let results: [String: [Movie]]

    init(_ results: [String: [Movie]]) {
        self.results = results
    }

    func fetchMovies(source: MoviesListSource, page: Int, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<MoviesPage>, any Error> {
        guard let query = source.query else { return AsyncThrowingStream { $0.finish() } }
        let movies = (results[query.normalizedText] ?? []).filter { query.year == nil || $0.releaseDate?.year == query.year }
        return AsyncThrowingStream { continuation in
            continuation.yield(Fetched(value: MoviesPage(page: 1, totalPages: 1, movies: movies), origin: .live))
            continuation.finish()
        }
    }
}

/// A file that reads as `records`, whatever the path.
struct FileStub: LibraryFileCoding {
    let records: [LibraryImportRecord]

    init(_ records: [LibraryImportRecord]) {
        self.records = records
    }

    func encode(_ export: LibraryExport, as format: LibraryFileFormat, archive: Bool) throws -> [UInt8] { [] }

    func decodeFile(
        atPath path: String, importedAt: Timestamp, today: CalendarDate,
        record: (LibraryImportRecord) throws -> Void, list: (ImportedFilmList) throws -> Void
    ) throws {
        try records.forEach(record)
    }
}
