/// The fields a `search/movie` result and a `movie/{id}` answer have in
/// common, in TMDB v3's shape; each payload adds its own beside them.
struct TMDBMovieSharedFields: Encodable {
    let movie: CatalogueMovie

    private enum CodingKeys: String, CodingKey {
        case adult
        case backdropPath = "backdrop_path"
        case id
        case originalLanguage = "original_language"
        case originalTitle = "original_title"
        case overview
        case popularity
        case posterPath = "poster_path"
        case releaseDate = "release_date"
        case title
        case video
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(false, forKey: .adult)
        // TMDB writes absent images as explicit nulls, and clients rely on the keys being there.
        try container.encodeNil(forKey: .backdropPath)
        try container.encode(movie.id, forKey: .id)
        try container.encode(movie.originalLanguage, forKey: .originalLanguage)
        try container.encode(movie.originalTitle, forKey: .originalTitle)
        try container.encode(movie.overview, forKey: .overview)
        try container.encode(movie.popularity, forKey: .popularity)
        try container.encode(movie.posterPath, forKey: .posterPath)
        try container.encode(movie.releaseDate, forKey: .releaseDate)
        try container.encode(movie.title, forKey: .title)
        try container.encode(false, forKey: .video)
        try container.encode(movie.voteAverage, forKey: .voteAverage)
        try container.encode(movie.voteCount, forKey: .voteCount)
    }
}
