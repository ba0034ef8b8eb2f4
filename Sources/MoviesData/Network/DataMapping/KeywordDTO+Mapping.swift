import MoviesDomain

/// A keyword in TMDB's answers: `{"id":4565,"name":"dystopia"}`.
package struct KeywordDTO: Decodable, Equatable, Sendable {
    package let id: Int
    package let name: String

    private enum CodingKeys: String, CodingKey {
        case id, name
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let id = container.decodeLenientInt(forKey: .id), id > 0 else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "no keyword id")
        }
        self.id = id
        name = try container.decode(String.self, forKey: .name)
    }

    /// At most this many keywords of a film, or of one search, are kept.
    static let limit = 100

    /// The keywords with a name, each id once, at most `limit`.
    static func toDomain(_ keywords: [KeywordDTO]) -> [Keyword] {
        var seen: Set<Int> = []
        var kept: [Keyword] = []
        for keyword in keywords where kept.count < limit {
            guard let name = Optional(keyword.name).nonEmpty, seen.insert(keyword.id).inserted else { continue }
            kept.append(Keyword(id: keyword.id, name: name))
        }
        return kept
    }
}

extension KeywordDTO {
    /// As `init(from:)` reads it, from `PlainJSONReader`'s value; `nil` where
    /// that init throws.
    init?(plainJSON value: PlainJSONValue) {
        guard let members = PlainJSONLeniency.object(value),
              let id = PlainJSONLeniency.int(members["id"]), id > 0,
              let name = PlainJSONLeniency.string(members["name"])
        else { return nil }
        self.id = id
        self.name = name
    }
}
