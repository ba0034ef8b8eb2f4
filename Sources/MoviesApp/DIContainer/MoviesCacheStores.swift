import MoviesData
import MoviesDomain

/// The SQLite-backed stores that share one cache database.
struct MoviesCacheStores {
    let database: MoviesCacheDatabase
    let responseCache: StoreFailureRecordingResponseCache
    let moviesQueriesStorage: any MoviesQueriesStorage
}
