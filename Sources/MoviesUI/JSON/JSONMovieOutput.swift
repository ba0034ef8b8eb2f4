import MoviesPresentation

/// One film in JSON output, with TMDB's field names.
struct JSONMovieOutput: Encodable, Sendable {
    let record: MovieRecordViewModel

    private enum CodingKeys: String, CodingKey {
        case id, title, overview
        case originalTitle = "original_title"
        case originalLanguage = "original_language"
        case releaseDate = "release_date"
        case posterPath = "poster_path"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(record.id, forKey: .id)
        try container.encode(record.title, forKey: .title)
        try container.encodeIfPresent(record.originalTitle, forKey: .originalTitle)
        try container.encodeIfPresent(record.originalLanguage, forKey: .originalLanguage)
        try container.encodeIfPresent(record.releaseDate, forKey: .releaseDate)
        try container.encode(record.overview, forKey: .overview)
        try container.encodeIfPresent(record.posterPath, forKey: .posterPath)
        try container.encodeIfPresent(record.voteAverage, forKey: .voteAverage)
        try container.encodeIfPresent(record.voteCount, forKey: .voteCount)
    }
}
