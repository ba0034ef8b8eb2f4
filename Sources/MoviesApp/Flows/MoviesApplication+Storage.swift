#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MoviesData
import MoviesDomain
import TextUI

extension MoviesApplication {
    /// `movies recent`.
    func printRecentQueries(limit: Int, json: Bool) async throws {
        _ = try container.cache.requiredStores()
        let scene = container.makeMoviesSceneDIContainer(options: MoviesSceneOptions())
        let queries: [MovieQuery]
        do {
            queries = try await scene.makeFetchRecentMovieQueriesUseCase().execute(maxCount: limit)
        } catch {
            throw failure(error, reading: "Recent searches could not be read")
        }
        if json {
            let output = queries.map { JSONRecentQueryOutput(query: $0.text, year: $0.year) }
            try container.streams.printOut(try JSONOutputEncoder.string(output))
        } else if queries.isEmpty {
            try container.streams.printOut("No recent searches yet.")
        } else {
            let lines = queries.enumerated().map { index, query in
                let year = query.year.map { " (\($0))" } ?? ""
                return "\(index + 1). \(TextSanitizer.sanitize(query.text))\(year)"
            }
            try container.streams.printOut(lines.joined(separator: "\n"))
        }
    }

    /// `movies cache stats`.
    func printCacheStatistics(json: Bool) throws {
        let statistics = try readingCache { try $0.statistics() }
        let file = container.configuration.cacheDirectory.appendingPathComponent(MoviesCacheDatabase.fileName).path
        if json {
            try container.streams.printOut(try JSONOutputEncoder.string(JSONCacheStatisticsOutput(statistics, path: file)))
            return
        }
        let formatter = FoundationDataAgeFormatter()
        func when(_ date: Date?) -> String {
            guard let date else { return "—" }
            let timestamp = Timestamp(secondsSince1970: date.timeIntervalSince1970)
            return "\(formatter.absoluteTime(of: timestamp)) (\(formatter.relativeAge(of: timestamp)))"
        }
        let lines = [
            "Cache file:  \(TextSanitizer.sanitize(file))",
            "Entries:     \(statistics.entryCount)",
            "Stored data: \(ByteCountText.describe(statistics.bodyBytes))",
            "File size:   \(ByteCountText.describe(statistics.fileBytes)) (limit \(ByteCountText.describe(statistics.sizeLimitBytes)))",
            "Oldest:      \(when(statistics.oldestFetchedAt))",
            "Newest:      \(when(statistics.newestFetchedAt))",
            // Counted as the README says, and said here too: a count lower than
            // the replays someone just ran would otherwise look like a bug.
            "Cache hits:  \(statistics.totalHits) (answers given without the server; one entry's within 5 minutes count once)",
        ]
        try container.streams.printOut(lines.joined(separator: "\n"))
    }

    /// `movies cache list`.
    func printCacheEntries(json: Bool) throws {
        let entries = try readingCache { try $0.entries() }
        if json {
            try container.streams.printOut(try JSONOutputEncoder.string(entries.map(JSONCacheEntryOutput.init)))
            return
        }
        guard !entries.isEmpty else {
            try container.streams.printOut("The cache is empty.")
            return
        }
        let formatter = FoundationDataAgeFormatter()
        var lines = ["FETCHED        " + TextLayout.alignRight("SIZE", toWidth: 9) + " " + TextLayout.alignRight("HITS", toWidth: 5) + "  WHAT"]
        for entry in entries {
            // A value no fetch could have written (a damaged or edited file) is unknown, not an absurd age.
            let age = entry.fetchedAt.map { formatter.relativeAge(of: Timestamp(secondsSince1970: $0.timeIntervalSince1970)) }
                ?? "unknown"
            let size = ByteCountText.describe(entry.bodyBytes)
            let hits = entry.hitCount.map(String.init) ?? "?"
            // The query is the user's own text, read back from the key: sanitised like any data.
            lines.append(
                TextLayout.pad(age, toWidth: 14) + " " + TextLayout.alignRight(size, toWidth: 9) + " "
                    + TextLayout.alignRight(hits, toWidth: 5) + "  " + TextSanitizer.sanitize(entry.keyDescription.summary + (entry.title.map { " · \($0)" } ?? ""))
            )
        }
        try container.streams.printOut(lines.joined(separator: "\n"))
    }

    /// `movies cache clear`.
    func clearCache() throws {
        let cache = try container.cache.requiredStores().responseCache
        let count = try readingCache { try $0.statistics().entryCount }
        do {
            try cache.removeAll()
        } catch {
            throw failure(error, reading: "The cache could not be cleared")
        }
        try container.streams.printOut(count == 1 ? "Removed 1 cached response." : "Removed \(count) cached responses.")
    }

    /// `body` on the response cache, a failure told in one plain sentence.
    private func readingCache<T>(_ body: (any ResponseCache) throws -> T) throws -> T {
        let cache = try container.cache.requiredStores().responseCache
        do {
            return try body(cache)
        } catch {
            throw failure(error, reading: "The cache could not be read")
        }
    }

    /// One sentence for a failure of the cache, in its own plain words (never
    /// SQL): a damaged file is to be removed, anything else tried again.
    private func failure(_ error: any Error, reading what: String) -> AppError {
        let reason = (error as? CacheStoreError)?.reason ?? "an unexpected error"
        if case .damaged = error as? CacheStoreError {
            let file = container.configuration.cacheDirectory.appendingPathComponent(MoviesCacheDatabase.fileName).path
            return .failure("\(what): the cache file is damaged (\(reason)); remove \(TextSanitizer.sanitize(file)) to start a new cache.")
        }
        return .failure("\(what) (\(reason)); try again once that is resolved.")
    }
}
