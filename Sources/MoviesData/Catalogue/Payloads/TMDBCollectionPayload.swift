/// A `collection/{id}` answer, in TMDB v3's shape; parts in release order.
struct TMDBCollectionPayload: Encodable {
    let collection: CatalogueCollection
    let parts: [CatalogueMovie]

    private enum CodingKeys: String, CodingKey {
        case overview
        case parts
    }

    func encode(to encoder: any Encoder) throws {
        try TMDBCollectionSharedFields(collection: collection).encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(collection.overview, forKey: .overview)
        try container.encode(parts.map { TMDBMovieListItemPayload(movie: $0, includesMediaType: true) }, forKey: .parts)
    }
}
