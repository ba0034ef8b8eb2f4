import MoviesDomain

/// TMDB's `videos` part of a film's details (`{"results":[…]}`).
package struct MovieVideosDTO: Decodable, Equatable, Sendable {
    package let results: [VideoDTO]

    private enum CodingKeys: String, CodingKey {
        case results
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        results = container.decodeLossyList(VideoDTO.self, forKey: .results) ?? []
    }

    /// One video; without a key, a site or a type it cannot be listed, and is skipped.
    package struct VideoDTO: Decodable, Equatable, Sendable {
        package let key: String
        package let site: String
        package let type: String
        package let name: String?
        package let official: Bool?
        package let publishedAt: String?
        package let language: String?

        private enum CodingKeys: String, CodingKey {
            case key, site, type, name, official
            case publishedAt = "published_at"
            case language = "iso_639_1"
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            key = try container.decode(String.self, forKey: .key)
            site = try container.decode(String.self, forKey: .site)
            type = try container.decode(String.self, forKey: .type)
            name = container.decodeLenientString(forKey: .name)
            official = (try? container.decodeIfPresent(Bool.self, forKey: .official)) ?? nil
            publishedAt = container.decodeLenientString(forKey: .publishedAt)
            language = container.decodeLenientString(forKey: .language)
        }
    }
}

extension MovieVideosDTO {
    /// Most films have a few dozen videos; a server's thousands are cut here.
    static let limit = 200

    package func toDomain() -> [MovieVideo] {
        results.prefix(Self.limit).compactMap { video in
            guard !video.key.isEmpty, !video.site.isEmpty else { return nil }
            return MovieVideo(
                key: video.key,
                site: video.site,
                type: video.type,
                name: video.name.nonEmpty ?? video.type,
                isOfficial: video.official ?? false,
                publishedAt: video.publishedAt.flatMap(Timestamp.init(iso8601:)),
                language: video.language.nonEmpty
            )
        }
    }
}

extension MovieVideosDTO {
    /// As `init(from:)` reads it, from `PlainJSONReader`'s value; `nil` where
    /// that init throws.
    init?(plainJSON value: PlainJSONValue) {
        guard let members = PlainJSONLeniency.object(value) else { return nil }
        results = PlainJSONLeniency.list(members["results"], VideoDTO.init(plainJSON:)) ?? []
    }
}

extension MovieVideosDTO.VideoDTO {
    init?(plainJSON value: PlainJSONValue) {
        guard let members = PlainJSONLeniency.object(value),
              let key = PlainJSONLeniency.string(members["key"]),
              let site = PlainJSONLeniency.string(members["site"]),
              let type = PlainJSONLeniency.string(members["type"])
        else { return nil }
        self.key = key
        self.site = site
        self.type = type
        name = PlainJSONLeniency.string(members["name"])
        official = PlainJSONLeniency.bool(members["official"])
        publishedAt = PlainJSONLeniency.string(members["published_at"])
        language = PlainJSONLeniency.string(members["iso_639_1"])
    }
}
