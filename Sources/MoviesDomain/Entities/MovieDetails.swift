/// Everything the details screen shows about one film.
public struct MovieDetails: Equatable, Sendable {
    public let movie: Movie
    public let runtimeMinutes: Int?
    public let genres: [String]
    public let tagline: String?
    /// TMDB's release status, such as `Released` or `Post Production`.
    public let status: String?
    public let directors: [String]
    public let cast: [CastMember]

    public init(
        movie: Movie,
        runtimeMinutes: Int? = nil,
        genres: [String] = [],
        tagline: String? = nil,
        status: String? = nil,
        directors: [String] = [],
        cast: [CastMember] = []
    ) {
        self.movie = movie
        self.runtimeMinutes = runtimeMinutes
        self.genres = genres
        self.tagline = tagline
        self.status = status
        self.directors = directors
        self.cast = cast
    }
}
