import MoviesDomain

/// TMDB's `search/keyword` answer, a page of keywords: only `results` is read.
package struct KeywordSearchResponseDTO: Decodable, Equatable, Sendable {
    package let results: [KeywordDTO]

    private enum CodingKeys: String, CodingKey {
        case results
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try container.requireAnyKey(.results, failure: "not a page of keywords")
        results = container.decodeLossyList(KeywordDTO.self, forKey: .results) ?? []
    }

    package func toDomain() -> [Keyword] {
        KeywordDTO.toDomain(results)
    }
}
