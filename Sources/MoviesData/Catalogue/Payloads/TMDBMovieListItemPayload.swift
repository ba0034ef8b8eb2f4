/// One film in a list answer, in TMDB v3's shape: genre ids instead of names, and
/// `media_type` where TMDB mixes kinds (trending, a person's `known_for`, collection parts).
struct TMDBMovieListItemPayload: Encodable {
    let movie: CatalogueMovie
    var includesMediaType = false

    private enum CodingKeys: String, CodingKey {
        case genreIDs = "genre_ids"
        case mediaType = "media_type"
    }

    func encode(to encoder: any Encoder) throws {
        // Both write into the same JSON object: the encoder hands out one keyed container per value.
        try TMDBMovieSharedFields(movie: movie).encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(movie.genreIDs, forKey: .genreIDs)
        if includesMediaType {
            try container.encode("movie", forKey: .mediaType)
        }
    }
}
