import MoviesDomain

/// One film in JSON output, with TMDB's field names.
struct JSONMovieOutput: Encodable {
    let id: Int
    let title: String
    let originalTitle: String?
    let originalLanguage: String?
    let releaseDate: String?
    let overview: String
    let posterPath: String?
    let voteAverage: Double?
    let voteCount: Int?

    init(movie: Movie) {
        id = movie.id
        title = movie.title
        originalTitle = movie.originalTitle
        originalLanguage = movie.originalLanguage
        releaseDate = movie.releaseDate?.description
        overview = movie.overview
        posterPath = movie.posterPath
        voteAverage = movie.voteAverage
        voteCount = movie.voteCount
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, overview
        case originalTitle = "original_title"
        case originalLanguage = "original_language"
        case releaseDate = "release_date"
        case posterPath = "poster_path"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
    }
}
