#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Networking
import MoviesDomain
import Storage

/// Recent successful searches in the `recent_queries` table of the cache database.
public struct SQLiteMoviesQueriesStorage: MoviesQueriesStorage {
    private let database: MoviesCacheDatabase
    private let maxStored: Int
    private let now: @Sendable () -> Date

    private var connection: SQLiteConnection { database.connection }

    /// - Parameters:
    ///   - database: The opened cache database.
    ///   - maxStored: How many queries are kept.
    ///   - now: The clock that orders queries; tests inject their own.
    public init(
        database: MoviesCacheDatabase,
        maxStored: Int = MoviesQueriesStorageLimits.maxStored,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.database = database
        self.maxStored = max(0, maxStored)
        self.now = now
    }

    public func fetchRecentsQueries(maxCount: Int) throws -> [MovieQuery] {
        guard maxCount > 0 else { return [] }
        let rows = try connection.query(
            "SELECT text, year FROM recent_queries ORDER BY used_at DESC, id DESC LIMIT ?",
            [SQLiteValue(maxCount)]
        )
        return try rows.map { row in
            MovieQuery(text: try row.value(at: 0), year: try row.value(at: 1))
        }
    }

    /// Stores the text trimmed of surrounding white space, in the spelling of
    /// the latest search. A query with no text is not a search and is ignored.
    /// Repeating the newest search in the same spelling changes nothing, so it
    /// writes nothing: a replayed search from the cache then only reads.
    public func saveRecentQuery(_ query: MovieQuery) throws {
        let normalizedText = query.normalizedText
        guard !normalizedText.isEmpty else { return }
        let text = query.text.trimmingWhitespace
        if try isNewest(text: text, normalizedText: normalizedText, year: query.year) {
            return
        }
        try connection.transaction(.immediate) { connection in
            // The conflict target repeats the unique index's expression, so
            // a year-less search merges with an earlier year-less one.
            try connection.run(
                """
                INSERT INTO recent_queries (text, normalized_text, year, used_at) VALUES (?, ?, ?, ?)
                ON CONFLICT (normalized_text, ifnull(year, -1)) DO UPDATE SET
                    text = excluded.text, used_at = excluded.used_at
                """,
                [.text(text), .text(normalizedText), SQLiteValue(query.year), .real(now().timeIntervalSince1970)]
            )
            try connection.run(
                """
                DELETE FROM recent_queries WHERE id NOT IN (
                    SELECT id FROM recent_queries ORDER BY used_at DESC, id DESC LIMIT ?
                )
                """,
                [SQLiteValue(maxStored)]
            )
        }
    }

    private func isNewest(text: String, normalizedText: String, year: Int?) throws -> Bool {
        let newest = try connection.firstRow(
            "SELECT text, normalized_text, year FROM recent_queries ORDER BY used_at DESC, id DESC LIMIT 1"
        )
        guard let newest else { return false }
        return try newest.value(at: 0, as: String.self) == text
            && newest.value(at: 1, as: String.self) == normalizedText
            && newest.value(at: 2, as: Int?.self) == year
    }
}
