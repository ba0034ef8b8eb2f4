import Foundation
import MoviesData
import Storage

/// `SQLiteResponseCache.response(for:)` in a database of a given number of
/// entries, on a real file in a temporary folder.
///
/// Every entry has a realistic key; the entries looked up (spread evenly over
/// the table) hold a real 20-result page, the others a 512-byte filler so that
/// 100,000 entries stay near 60 MB on disk.
struct CacheLookupBenchmark {
    let entryCount: Int
    let pageBody: Data
    /// How many different entries the lookups cycle through.
    static let probedEntryCount = 100

    struct Result {
        /// Through the cache's public API, which also records the use.
        let lookup: Samples
        /// The same row by a plain `SELECT`, for comparison.
        let selectOnly: Samples
    }

    func run(sampler: Sampler) throws -> Result {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("movies-bench-cache-\(entryCount)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = try MoviesCacheDatabase(cacheDirectory: folder)
        defer { database.connection.close() }
        let cache = SQLiteResponseCache(database: database, sizeLimitBytes: 1 << 30)
        let probed = try fill(database.connection)

        var next = 0
        let lookup = try sampler.measure {
            let key = probed[next % probed.count]
            next += 1
            guard let response = try cache.response(for: key), response.body.count == pageBody.count else {
                throw BenchmarkError("the cache lost the entry \(key)")
            }
        }
        let selectOnly = try sampler.measure {
            let key = probed[next % probed.count]
            next += 1
            guard try database.connection.firstRow(
                "SELECT key, status, body, fetched_at, etag, last_modified, max_age FROM responses WHERE key = ?",
                [.text(key.rawValue)]
            ) != nil else {
                throw BenchmarkError("the table lost the entry \(key)")
            }
        }
        return Result(lookup: lookup, selectOnly: selectOnly)
    }

    /// Inserts the entries in one transaction (saving them one by one would
    /// run the eviction query 100,000 times) and returns the probed keys.
    private func fill(_ connection: SQLiteConnection) throws -> [ResponseCacheKey] {
        let filler = Data(repeating: 0x7B, count: 512)
        let stride = max(1, entryCount / Self.probedEntryCount)
        let now = Date().timeIntervalSince1970
        var probed: [ResponseCacheKey] = []
        try connection.transaction(.immediate) { connection in
            for index in 0..<entryCount {
                let key = Self.key(index)
                let isProbed = index % stride == 0 && probed.count < Self.probedEntryCount
                if isProbed { probed.append(key) }
                let body = isProbed ? pageBody : filler
                try connection.run(
                    """
                    INSERT INTO responses (key, status, body, body_bytes, fetched_at, last_used_at, hit_count, etag)
                    VALUES (?, 200, ?, ?, ?, ?, 0, ?)
                    """,
                    [
                        .text(key.rawValue), .blob(body), .integer(Int64(body.count)),
                        .real(now - Double(entryCount - index)), .real(now - Double(entryCount - index)),
                        .text("\"\(index)\""),
                    ]
                )
            }
        }
        // Lookups start from a checkpointed file, as after a normal start.
        try connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return probed
    }

    /// A key shaped like the app's: origin, path and sorted query parameters.
    private static func key(_ index: Int) -> ResponseCacheKey {
        ResponseCacheKey(
            rawValue: "GET https://api.themoviedb.org/3/search/movie?include_adult=false&language=en-US&page=\(index % 7 + 1)&query=title%20\(index)"
        )
    }
}
