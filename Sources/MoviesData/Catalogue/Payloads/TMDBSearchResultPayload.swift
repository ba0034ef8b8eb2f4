/// One film in a `search/movie` answer, in TMDB v3's shape.
struct TMDBSearchResultPayload: Encodable {
    let movie: CatalogueMovie

    private enum CodingKeys: String, CodingKey {
        case genreIDs = "genre_ids"
    }

    func encode(to encoder: any Encoder) throws {
        // Both write into the same JSON object: the encoder hands out one keyed container per value.
        try TMDBMovieSharedFields(movie: movie).encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(CatalogueGenres.ids(for: movie.genres), forKey: .genreIDs)
    }
}
