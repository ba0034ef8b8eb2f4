import Foundation
import TMDBStubServer
import TestSupport

/// Stub answers for the cache tests: a page for any query, of a chosen size,
/// so that a test can drive as many distinct searches as it needs.
enum CacheStubPages {
    /// Answers every `search/movie` request with a page of 20 films named after
    /// the query, about `approximateBytes` long; other requests go to the catalogue.
    static func anyQuery(approximateBytes: Int, delay: Duration = .zero) -> TMDBStubServer.Override {
        { request in
            guard request.isSearch else { return nil }
            let query = request.queryValue("query") ?? ""
            var page = page(for: query, approximateBytes: approximateBytes)
            page.delay = delay
            return page
        }
    }

    /// The page `anyQuery` answers for `query`.
    static func page(for query: String, approximateBytes: Int) -> StubHTTPResponse {
        let filmCount = 20
        // Each film's fixed fields take about 300 bytes of JSON.
        let overviewBytes = max(10, approximateBytes / filmCount - 300)
        let films = (1...filmCount).map { index in
            StubPayloads.Film(
                id: 100_000 + index,
                title: "\(query) \(index)",
                overview: String(repeating: "A long overview. ", count: overviewBytes / 17 + 1)
            )
        }
        return StubPayloads.searchPage(films)
    }

    /// Waits until `server` has received a search for `query`.
    /// - Returns: `false` when none came within `timeout`.
    static func waitForSearch(_ query: String, on server: TMDBStubServer, timeout: Duration = Polling.defaultTimeout) async throws -> Bool {
        await Polling.waitUntil(timeout: timeout, every: .milliseconds(1)) {
            server.receivedRequests.contains { $0.isSearch && $0.queryValue("query") == query }
        }
    }
}
