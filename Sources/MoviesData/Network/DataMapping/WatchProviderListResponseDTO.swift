import MoviesDomain

/// TMDB's `watch/providers/movie` answer: every service of a region, `{"results":[…]}`.
package struct WatchProviderListResponseDTO: Decodable, Equatable, Sendable {
    package let results: [WatchProviderDTO]

    private enum CodingKeys: String, CodingKey {
        case results
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try container.requireAnyKey(.results, failure: "not a list of providers")
        results = container.decodeLossyList(WatchProviderDTO.self, forKey: .results) ?? []
    }

    /// Each service once (the first listed), in TMDB's order.
    package func toDomain() -> [WatchProvider] {
        var seen: Set<Int> = []
        return results.compactMap { $0.toDomain() }.filter { seen.insert($0.id).inserted }
    }
}
