import MoviesDomain
import Synchronization

/// Recent queries kept only for the life of the process: the stand-in when the
/// cache database cannot be opened.
public final class InMemoryMoviesQueriesStorage: MoviesQueriesStorage {
    private let queries = Mutex<[MovieQuery]>([])

    public init() {}

    public func fetchRecentsQueries(maxCount: Int) throws -> [MovieQuery] {
        queries.withLock { Array($0.prefix(max(0, maxCount))) }
    }

    public func saveRecentQuery(_ query: MovieQuery) throws {
        queries.withLock { queries in
            queries.removeAll { $0.isSameSearch(as: query) }
            queries.insert(query, at: 0)
            queries = Array(queries.prefix(MoviesQueriesStorageLimits.maxStored))
        }
    }
}
