/// A film as it appears in a list of search results.
public struct Movie: Equatable, Identifiable, Sendable {
    /// TMDB's id for the film.
    public typealias Identifier = Int

    public let id: Identifier
    public let title: String
    /// The title in the film's original language; `nil` when TMDB gives none.
    public let originalTitle: String?
    /// ISO 639-1 code of the original language, such as `ko` or `en`.
    public let originalLanguage: String?
    public let overview: String
    public let releaseDate: ReleaseDate?
    /// Path of the poster image below the image base URL, such as `/abc.jpg`.
    public let posterPath: String?
    /// Mean user rating from 0 to 10.
    public let voteAverage: Double?
    public let voteCount: Int?

    public init(
        id: Identifier,
        title: String,
        originalTitle: String? = nil,
        originalLanguage: String? = nil,
        overview: String = "",
        releaseDate: ReleaseDate? = nil,
        posterPath: String? = nil,
        voteAverage: Double? = nil,
        voteCount: Int? = nil
    ) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle
        self.originalLanguage = originalLanguage
        self.overview = overview
        self.releaseDate = releaseDate
        self.posterPath = posterPath
        self.voteAverage = voteAverage
        self.voteCount = voteCount
    }
}
