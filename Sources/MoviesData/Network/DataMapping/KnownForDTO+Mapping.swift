import MoviesDomain

/// One entry of a person's `known_for` in TMDB's `search/person`: a film
/// (`media_type` `movie`, with `title`) or a show (`tv`, with `name`).
package struct KnownForDTO: Decodable, Equatable, Sendable {
    package let title: String
    package let isTelevision: Bool

    private enum CodingKeys: String, CodingKey {
        case mediaType = "media_type"
        case title, name
        case originalTitle = "original_title"
        case originalName = "original_name"
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        isTelevision = container.decodeLenientString(forKey: .mediaType) == "tv"
        let names: [CodingKeys] = isTelevision ? [.name, .originalName, .title] : [.title, .originalTitle, .name]
        guard let title = names.lazy.compactMap({ container.decodeLenientString(forKey: $0).nonEmpty }).first else {
            throw DecodingError.dataCorruptedError(forKey: .title, in: container, debugDescription: "the entry has no title")
        }
        self.title = title
    }

    package func toDomain() -> KnownForTitle {
        KnownForTitle(title: title, isTelevision: isTelevision)
    }
}
