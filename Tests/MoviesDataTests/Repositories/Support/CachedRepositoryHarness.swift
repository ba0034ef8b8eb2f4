import Foundation
import MoviesData
import MoviesDomain
import Networking
import Storage
import TMDBStubServer

/// The real read path of one test: the TMDB stub on 127.0.0.1, libcurl, the
/// data-transfer service, and the SQLite response cache in a temporary
/// directory, all sharing one clock that moves only when the test says so.
final class CachedRepositoryHarness {
    /// The key the client sends; it must never reach the cache file.
    static let apiKey = "k3y-7f0c2b9e-never-store-me"

    let server: TMDBStubServer
    let directory: TemporaryCacheDirectory
    let database: MoviesCacheDatabase
    let cache: SQLiteResponseCache
    let clock = TestClock()
    let dataTransferService: DefaultDataTransferService

    /// - Parameters:
    ///   - expectations: What the stub demands and sends (`Cache-Control`, a credential).
    ///   - apiKey: The key the client sends as `api_key`.
    ///   - cacheLimitBytes: The response cache's size limit.
    init(
        expectations: TMDBStubServer.Expectations = .init(),
        apiKey: String = CachedRepositoryHarness.apiKey,
        cacheLimitBytes: Int = 10 * 1024 * 1024
    ) throws {
        server = try TMDBStubServer(expectations: expectations)
        directory = try TemporaryCacheDirectory()
        database = try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory)
        cache = SQLiteResponseCache(database: database, sizeLimitBytes: cacheLimitBytes, now: clock.now)
        // Short limits only so that a broken test cannot hang the suite.
        let config = ApiDataNetworkConfig(
            baseURL: server.baseURL,
            queryParameters: ["api_key": apiKey],
            credentialNames: TMDBCredentialNames.all,
            timeouts: NetworkTimeouts(connectSeconds: 5, totalSeconds: 10)
        )
        // Built as the app builds it: TMDB's error bodies and retry policy.
        dataTransferService = DefaultDataTransferService.tmdb(networkService: CurlNetworkService(), config: config)
    }

    func source(language: String? = nil) -> TMDBDataSource {
        TMDBDataSource(dataTransferService: dataTransferService, cache: cache, language: language, now: clock.now)
    }

    func moviesRepository(language: String? = nil) -> DefaultMoviesRepository {
        DefaultMoviesRepository(source: source(language: language))
    }

    func detailsRepository(language: String? = nil) -> DefaultMovieDetailsRepository {
        DefaultMovieDetailsRepository(source: source(language: language))
    }

    func factsRepository(language: String? = nil) -> DefaultMovieFactsRepository {
        DefaultMovieFactsRepository(source: source(language: language))
    }

    /// Every search for `text` goes through here.
    func search(
        _ text: String,
        year: Int? = nil,
        page: Int = 1,
        language: String? = nil,
        policy: FetchPolicy = .automatic
    ) async -> StreamOutcome<MoviesPage> {
        await StreamOutcome.collect(
            moviesRepository(language: language).fetchMovies(
                source: .search(MovieQuery(text: text, year: year)), page: page, policy: policy
            )
        )
    }

    func details(_ id: Movie.Identifier, policy: FetchPolicy = .automatic) async -> StreamOutcome<MovieDetails> {
        await StreamOutcome.collect(detailsRepository().fetchMovieDetails(id: id, policy: policy))
    }

    var requestCount: Int { server.receivedRequests.count }

    /// The stored rows, read with a connection of their own rather than
    /// through the cache, so reading counts no hits.
    func storedRows() throws -> [StoredRow] {
        let connection = try SQLiteConnection(path: database.fileURL.path)
        defer { connection.close() }
        return try connection.query("SELECT key, status, body, fetched_at, etag, max_age, last_modified FROM responses ORDER BY id")
            .map { row in
                StoredRow(
                    key: try row.value(at: 0),
                    status: try row.value(at: 1),
                    body: try row.value(at: 2),
                    fetchedAt: Date(timeIntervalSince1970: try row.value(at: 3)),
                    entityTag: try row.value(at: 4),
                    maxAgeSeconds: try row.value(at: 5),
                    lastModified: try row.value(at: 6)
                )
            }
    }

    /// The one stored row; fails the caller when there is not exactly one.
    func onlyStoredRow() throws -> StoredRow {
        let rows = try storedRows()
        guard rows.count == 1, let row = rows.first else {
            throw HarnessError.unexpectedRowCount(rows.map(\.key))
        }
        return row
    }

    /// Every byte of the cache database and its write-ahead log.
    func cacheFileBytes() throws -> Data {
        let path = database.fileURL.path
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        if let log = FileManager.default.contents(atPath: path + "-wal") { bytes.append(log) }
        return bytes
    }
}

/// One row of the `responses` table as stored.
struct StoredRow: Equatable {
    let key: String
    let status: Int
    let body: Data
    let fetchedAt: Date
    let entityTag: String?
    let maxAgeSeconds: Double?
    let lastModified: String?
}

enum HarnessError: Error {
    case unexpectedRowCount([String])
}

/// Everything a repository stream delivered, and how it ended.
struct StreamOutcome<Value: Sendable> {
    var values: [Fetched<Value>] = []
    var error: (any Error)?

    var origins: [DataOrigin] { values.map(\.origin) }

    var repositoryError: MoviesRepositoryError? { error as? MoviesRepositoryError }

    static func collect(_ stream: AsyncThrowingStream<Fetched<Value>, any Error>) async -> StreamOutcome {
        var outcome = StreamOutcome()
        do {
            for try await fetched in stream { outcome.values.append(fetched) }
        } catch {
            outcome.error = error
        }
        return outcome
    }
}

extension Timestamp {
    init(testDate date: Date) {
        self.init(secondsSince1970: date.timeIntervalSince1970)
    }
}
