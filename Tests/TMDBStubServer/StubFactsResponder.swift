import Foundation
import MoviesData

/// Answers, before the catalogue does, what it leaves out (`StubMovieFacts`):
/// the details' appended `videos`, `release_dates`, `external_ids`,
/// `keywords`, `watch/providers` and `reviews`; `movie/{id}/reviews`,
/// `/videos` and `/watch/providers`; `watch/providers/movie`;
/// `search/keyword`; and `discover/movie` with `with_watch_providers`,
/// `watch_region`, `with_watch_monetization_types` and `with_keywords`,
/// whose films are the catalogue's discovery narrowed by the invented facts.
struct StubFactsResponder: Sendable {
    let catalogue: CatalogueResponder

    /// The answer, or `nil` to let the catalogue answer.
    func respond(method: String, path: String, query: [String: String]) -> CatalogueResponse? {
        guard method == "GET" || method == "HEAD" else { return nil }
        let segments = path.split(separator: "/").map(String.init)
        guard segments.first == "3" else { return nil }
        switch Array(segments.dropFirst()) {
        case ["watch", "providers", "movie"]:
            return json(StubMovieFacts.serviceList(region: (query["watch_region"] ?? "US").uppercased()))
        case ["search", "keyword"]:
            return json(StubMovieFacts.keywordSearch(query: query["query"] ?? ""))
        case ["discover", "movie"]:
            return discover(query)
        case let parts where parts.count >= 2 && parts[0] == "movie":
            return movie(idText: parts[1], rest: Array(parts.dropFirst(2)), query: query)
        default:
            return nil
        }
    }

    private func movie(idText: String, rest: [String], query: [String: String]) -> CatalogueResponse? {
        guard let id = Int(idText), var film = catalogueObject("3/movie/\(id)", query: query) else { return nil }
        let language = film["original_language"] as? String ?? "en"
        switch rest {
        case []:
            let parts = Set((query["append_to_response"] ?? "").split(separator: ",").map(String.init))
            guard !parts.isDisjoint(with: Self.factParts) else { return nil }
            for part in parts where Self.factParts.contains(part) {
                film[part] = Self.fact(part, movieID: id, language: language)
            }
            return json(film)
        case ["reviews"]:
            guard let page = Int(query["page"] ?? "1"), (1...500).contains(page) else { return nil }
            return json(StubMovieFacts.reviews(movieID: id, page: page))
        case ["videos"]:
            return json(StubMovieFacts.videos(movieID: id, originalLanguage: language).merging(["id": id]) { first, _ in first })
        case ["watch", "providers"]:
            return json(StubMovieFacts.watchProviders(movieID: id).merging(["id": id]) { first, _ in first })
        default:
            return nil
        }
    }

    private static let factParts: Set<String> = ["videos", "release_dates", "external_ids", "keywords", "watch/providers", "reviews"]

    private static func fact(_ part: String, movieID: Int, language: String) -> [String: Any] {
        switch part {
        case "videos": StubMovieFacts.videos(movieID: movieID, originalLanguage: language)
        case "release_dates": StubMovieFacts.releaseDates(movieID: movieID)
        case "external_ids": StubMovieFacts.externalIDs(movieID: movieID)
        case "keywords": StubMovieFacts.movieKeywords(movieID: movieID)
        case "watch/providers": StubMovieFacts.watchProviders(movieID: movieID)
        default: StubMovieFacts.reviews(movieID: movieID, page: 1).filter { $0.key != "id" }
        }
    }

    /// The catalogue's discovery without the new filters, every page, narrowed
    /// by them and paged again; `nil` (the catalogue answers) without them.
    private func discover(_ query: [String: String]) -> CatalogueResponse? {
        let providers = Self.ids(query["with_watch_providers"])
        let kinds = (query["with_watch_monetization_types"] ?? "").split(separator: "|").map(String.init)
        let keywords = Self.ids(query["with_keywords"])
        guard providers != nil || !kinds.isEmpty || keywords != nil else { return nil }
        var rest = query
        for name in ["with_watch_providers", "with_watch_monetization_types", "with_keywords", "watch_region", "page"] { rest[name] = nil }
        var films: [[String: Any]] = []
        var page = 1
        while let answer = catalogueObject("3/discover/movie", query: rest.merging(["page": String(page)]) { _, new in new }) {
            films += answer["results"] as? [[String: Any]] ?? []
            guard page < (answer["total_pages"] as? Int ?? 0) else { break }
            page += 1
        }
        let region = query["watch_region"]?.uppercased()
        let kept = films.filter { film in
            guard let id = film["id"] as? Int else { return false }
            let offers = StubMovieFacts.offers(movieID: id).filter { region == nil || $0.key == region }.values
                .flatMap { $0.filter { kinds.isEmpty || kinds.contains($0.key) }.values.flatMap { $0 } }
            if let providers, !providers.ids.contains(where: { wanted in offers.contains { $0.id == wanted } }) { return false }
            if providers == nil, !kinds.isEmpty, offers.isEmpty { return false }
            if let keywords {
                let carried = Set(StubMovieFacts.keywordIndices(movieID: id).map { StubMovieFacts.keywords[$0].id })
                let matches = keywords.requiresAll ? keywords.ids.allSatisfy(carried.contains) : keywords.ids.contains(where: carried.contains)
                if !matches { return false }
            }
            return true
        }
        let number = Int(query["page"] ?? "1") ?? 1
        let slice = kept.dropFirst((number - 1) * 20).prefix(20)
        return json([
            "page": number, "results": Array(slice),
            "total_pages": (kept.count + 19) / 20, "total_results": kept.count,
        ])
    }

    /// Ids joined by `,` (all of them) or `|` (any of them).
    private static func ids(_ text: String?) -> (ids: [Int], requiresAll: Bool)? {
        guard let text, !text.isEmpty else { return nil }
        let requiresAll = !text.contains("|")
        return (text.split(whereSeparator: { $0 == "," || $0 == "|" }).compactMap { Int($0) }, requiresAll)
    }

    private func catalogueObject(_ path: String, query: [String: String]) -> [String: Any]? {
        catalogue.respond(method: "GET", path: path, queryItems: query).jsonObject
    }

    private func json(_ object: [String: Any]) -> CatalogueResponse? {
        guard let body = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else { return nil }
        return CatalogueResponse(statusCode: 200, headers: ["Content-Type": "application/json;charset=utf-8"], body: body)
    }
}

extension CatalogueResponse {
    /// The body as a JSON object when the answer is a success.
    fileprivate var jsonObject: [String: Any]? {
        guard statusCode == 200 else { return nil }
        return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }
}
