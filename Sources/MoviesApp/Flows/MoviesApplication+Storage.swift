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
        _ = try container.requiredCacheStores()
        let scene = container.makeMoviesSceneDIContainer(options: MoviesSceneOptions())
        let queries = try await scene.makeFetchRecentMovieQueriesUseCase().execute(maxCount: limit)
        if json {
            let output = queries.map { JSONRecentQueryOutput(query: $0.text, year: $0.year) }
            container.streams.printOut(try JSONOutputEncoder.string(output))
        } else if queries.isEmpty {
            container.streams.printOut("No recent searches yet.")
        } else {
            let lines = queries.enumerated().map { index, query in
                let year = query.year.map { " (\($0))" } ?? ""
                return "\(index + 1). \(TextSanitizer.sanitize(query.text))\(year)"
            }
            container.streams.printOut(lines.joined(separator: "\n"))
        }
    }

    /// `movies cache stats`.
    func printCacheStatistics(json: Bool) throws {
        let statistics = try responseCache().statistics()
        let file = container.configuration.cacheDirectory.appendingPathComponent(MoviesCacheDatabase.fileName).path
        if json {
            container.streams.printOut(try JSONOutputEncoder.string(JSONCacheStatisticsOutput(statistics, path: file)))
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
            "Cache hits:  \(statistics.totalHits)",
        ]
        container.streams.printOut(lines.joined(separator: "\n"))
    }

    /// `movies cache list`.
    func printCacheEntries(json: Bool) throws {
        let entries = try responseCache().entries()
        if json {
            container.streams.printOut(try JSONOutputEncoder.string(entries.map(JSONCacheEntryOutput.init)))
            return
        }
        guard !entries.isEmpty else {
            container.streams.printOut("The cache is empty.")
            return
        }
        let formatter = FoundationDataAgeFormatter()
        var lines = ["FETCHED        " + TextLayout.alignRight("SIZE", toWidth: 9) + " " + TextLayout.alignRight("HITS", toWidth: 5) + "  WHAT"]
        for entry in entries {
            let age = formatter.relativeAge(of: Timestamp(secondsSince1970: entry.fetchedAt.timeIntervalSince1970))
            let size = ByteCountText.describe(entry.bodyBytes)
            let hits = String(entry.hitCount)
            // The query is the user's own text, read back from the key: sanitised like any data.
            lines.append(
                TextLayout.pad(age, toWidth: 14) + " " + TextLayout.alignRight(size, toWidth: 9) + " "
                    + TextLayout.alignRight(hits, toWidth: 5) + "  " + TextSanitizer.sanitize(entry.keyDescription.summary)
            )
        }
        container.streams.printOut(lines.joined(separator: "\n"))
    }

    /// `movies cache clear`.
    func clearCache() throws {
        let cache = try responseCache()
        let count = try cache.statistics().entryCount
        try cache.removeAll()
        container.streams.printOut(count == 1 ? "Removed 1 cached response." : "Removed \(count) cached responses.")
    }

    private func responseCache() throws -> any ResponseCache {
        try container.requiredCacheStores().responseCache
    }
}
