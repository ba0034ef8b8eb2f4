/// A `movie/{id}` answer, in TMDB v3's shape, with whatever `append_to_response` asked
/// for that the catalogue can give: `credits`, `recommendations`, `similar`.
struct TMDBMovieDetailsPayload: Encodable {
    let movie: CatalogueMovie
    let collection: CatalogueCollection?
    var credits: TMDBMovieCreditsPayload?
    var recommendations: TMDBPagePayload<TMDBMovieListItemPayload>?
    var similar: TMDBPagePayload<TMDBMovieListItemPayload>?

    private enum CodingKeys: String, CodingKey {
        case belongsToCollection = "belongs_to_collection"
        case credits
        case genres
        case imdbID = "imdb_id"
        case recommendations
        case runtime
        case similar
        case status
        case tagline
    }

    private struct Genre: Encodable {
        let id: Int
        let name: String
    }

    func encode(to encoder: any Encoder) throws {
        // Both write into the same JSON object: the encoder hands out one keyed container per value.
        try TMDBMovieSharedFields(movie: movie).encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(collection.map(TMDBCollectionSharedFields.init), forKey: .belongsToCollection)
        try container.encodeIfPresent(credits, forKey: .credits)
        let genres = movie.genres.compactMap { name in
            CatalogueGenres.idsByName[name].map { Genre(id: $0, name: name) }
        }
        try container.encode(genres, forKey: .genres)
        try container.encodeNil(forKey: .imdbID)
        try container.encodeIfPresent(recommendations, forKey: .recommendations)
        try container.encode(movie.runtime, forKey: .runtime)
        try container.encodeIfPresent(similar, forKey: .similar)
        try container.encode(movie.status, forKey: .status)
        // TMDB sends an empty tagline rather than null when a film has none.
        try container.encode(movie.tagline ?? "", forKey: .tagline)
    }
}
