import MoviesDomain

/// `movies details --json`: the full details of one film.
struct JSONMovieDetailsOutput: Encodable {
    let movie: JSONMovieOutput
    let runtime: Int?
    let genres: [String]
    let tagline: String?
    let status: String?
    let directors: [String]
    let cast: [JSONCastMemberOutput]
    let source: JSONDataSourceOutput

    init(fetched: Fetched<MovieDetails>) {
        let details = fetched.value
        movie = JSONMovieOutput(movie: details.movie)
        runtime = details.runtimeMinutes
        genres = details.genres
        tagline = details.tagline
        status = details.status
        directors = details.directors
        cast = details.cast.map { JSONCastMemberOutput(name: $0.name, character: $0.character) }
        source = JSONDataSourceOutput(fetched.origin)
    }

    func encode(to encoder: any Encoder) throws {
        // Flatten the movie's fields beside the details, as TMDB does.
        try movie.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(runtime, forKey: .runtime)
        try container.encode(genres, forKey: .genres)
        try container.encode(tagline, forKey: .tagline)
        try container.encode(status, forKey: .status)
        try container.encode(directors, forKey: .directors)
        try container.encode(cast, forKey: .cast)
        try container.encode(source, forKey: .source)
    }

    private enum CodingKeys: String, CodingKey {
        case runtime, genres, tagline, status, directors, cast, source
    }
}

struct JSONCastMemberOutput: Encodable {
    let name: String
    let character: String?
}
