import MoviesDomain

/// TMDB's `keywords` part of a film's details: `{"keywords":[…]}`.
package struct MovieKeywordsDTO: Decodable, Equatable, Sendable {
    package let keywords: [KeywordDTO]

    private enum CodingKeys: String, CodingKey {
        case keywords
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        keywords = container.decodeLossyList(KeywordDTO.self, forKey: .keywords) ?? []
    }

    package func toDomain() -> [Keyword] {
        KeywordDTO.toDomain(keywords)
    }
}

extension MovieKeywordsDTO {
    /// As `init(from:)` reads it, from `PlainJSONReader`'s value; `nil` where
    /// that init throws.
    init?(plainJSON value: PlainJSONValue) {
        guard let members = PlainJSONLeniency.object(value) else { return nil }
        keywords = PlainJSONLeniency.list(members["keywords"], KeywordDTO.init(plainJSON:)) ?? []
    }
}
