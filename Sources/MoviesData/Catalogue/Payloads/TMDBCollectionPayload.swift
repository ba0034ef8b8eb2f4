/// A `collection/{id}` answer, in TMDB v3's shape; parts in release order.
struct TMDBCollectionPayload: Encodable {
    let collection: CatalogueCollection
    let parts: [CatalogueMovie]

    private enum CodingKeys: String, CodingKey {
        case backdropPath = "backdrop_path"
        case id
        case name
        case overview
        case parts
        case posterPath = "poster_path"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeNil(forKey: .backdropPath)
        try container.encode(collection.id, forKey: .id)
        try container.encode(collection.name, forKey: .name)
        try container.encode(collection.overview, forKey: .overview)
        try container.encode(parts.map { TMDBMovieListItemPayload(movie: $0, includesMediaType: true) }, forKey: .parts)
        try container.encodeNil(forKey: .posterPath)
    }
}
