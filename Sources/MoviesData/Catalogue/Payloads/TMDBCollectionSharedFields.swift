/// A collection as TMDB v3 names it inside a film's details
/// (`belongs_to_collection`); a `collection/{id}` answer adds its overview
/// and parts beside these.
struct TMDBCollectionSharedFields: Encodable {
    let collection: CatalogueCollection

    private enum CodingKeys: String, CodingKey {
        case backdropPath = "backdrop_path"
        case id
        case name
        case posterPath = "poster_path"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeNil(forKey: .backdropPath)
        try container.encode(collection.id, forKey: .id)
        try container.encode(collection.name, forKey: .name)
        try container.encodeNil(forKey: .posterPath)
    }
}
