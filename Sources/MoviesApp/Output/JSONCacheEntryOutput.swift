#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MoviesData

/// One entry of `movies cache list --json`: the raw key as `request`, and
/// what it asked for read from it; fields that do not apply are left out.
struct JSONCacheEntryOutput: Encodable {
    let request: String
    /// `search`, `details`, `configuration`, `list` (trending, a person, a
    /// collection… — `summary` says which) or `other`.
    let kind: String
    let summary: String
    /// The film's title or the person's or collection's name the answer gives.
    let title: String?
    let origin: String
    let query: String?
    let page: Int?
    let year: Int?
    let language: String?
    let movieID: Int?
    let bytes: Int
    /// Left out, like `last_used_at` and `hits`, when the file holds a value no
    /// fetch could have written.
    let fetchedAt: String?
    let lastUsedAt: String?
    let hits: Int?

    init(_ entry: ResponseCacheEntrySummary) {
        let description = entry.keyDescription
        request = entry.key.rawValue
        summary = description.summary
        title = entry.title
        origin = description.origin
        language = description.language
        switch description.request {
        case .search(let text, let page, let year):
            (kind, query, self.page, self.year, movieID) = ("search", text, page, year, nil)
        case .movieDetails(let id):
            (kind, query, page, year, movieID) = ("details", nil, nil, nil, id)
        case .configuration:
            (kind, query, page, year, movieID) = ("configuration", nil, nil, nil, nil)
        case .named(_, let page):
            (kind, query, self.page, year, movieID) = ("list", nil, page, nil, nil)
        case .other:
            (kind, query, page, year, movieID) = ("other", nil, nil, nil, nil)
        }
        bytes = entry.bodyBytes
        fetchedAt = entry.fetchedAt?.ISO8601Format()
        lastUsedAt = entry.lastUsedAt?.ISO8601Format()
        hits = entry.hitCount
    }

    private enum CodingKeys: String, CodingKey {
        case request, kind, summary, title, origin, query, page, year, language, bytes, hits
        case movieID = "movie_id"
        case fetchedAt = "fetched_at"
        case lastUsedAt = "last_used_at"
    }
}
