public import MoviesDomain

/// A film's values as they are, unformatted, for machine-readable output
/// (`--json`): the screens show formatted text, scripts get these.
public struct MovieRecordViewModel: Equatable, Sendable {
    public let id: Int
    public let title: String
    public let originalTitle: String?
    /// ISO 639-1 code, such as `ko`.
    public let originalLanguage: String?
    /// `YYYY-MM-DD`, or `nil` when unknown.
    public let releaseDate: String?
    public let overview: String
    public let posterPath: String?
    /// Mean rating from 0 to 10, or `nil` when unknown.
    public let voteAverage: Double?
    public let voteCount: Int?

    public init(movie: Movie) {
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
}
