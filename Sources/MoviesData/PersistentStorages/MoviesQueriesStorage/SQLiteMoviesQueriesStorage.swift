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

    /// Rows whose text or year is not what a search stores (a damaged or
    /// edited file) are skipped. Failures are `CacheStoreError`s.
    public func fetchRecentsQueries(maxCount: Int) throws -> [MovieQuery] {
        guard maxCount > 0 else { return [] }
        let rows: [SQLiteRow]
        do {
            rows = try connection.query(
                "SELECT text, year FROM recent_queries ORDER BY used_at DESC, id DESC LIMIT ?",
                [SQLiteValue(maxCount)]
            )
        } catch {
            throw database.readFailure(error)
        }
        return rows.compactMap { row in
            guard row.count == 2, case .text(let text) = row.values[0], let year = Self.year(row.values[1]) else { return nil }
            return MovieQuery(text: text, year: year)
        }
    }

    /// `.some(nil)` for a search without a year, `nil` for a value no search stores.
    private static func year(_ value: SQLiteValue) -> Int?? {
        switch value {
        case .null: .some(nil)
        case .integer(let year): Int(exactly: year).map { .some($0) }
        default: nil
        }
    }

    /// Stores the text trimmed of surrounding white space, in the spelling of
    /// the latest search. A query with no text is not a search and is ignored.
    /// Repeating the newest search in the same spelling changes nothing, so it
    /// writes nothing: a replayed search from the cache then only reads.
    public func saveRecentQuery(_ query: MovieQuery) throws {
        do {
            try saveNow(query)
        } catch {
            throw database.writeFailure(error)
        }
    }

    private func saveNow(_ query: MovieQuery) throws {
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
        guard let newest, newest.count == 3, let storedYear = Self.year(newest.values[2]) else { return false }
        return newest.values[0] == .text(text) && newest.values[1] == .text(normalizedText) && storedYear == year
    }
}
