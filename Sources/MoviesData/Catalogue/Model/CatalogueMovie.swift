/// One film of the embedded catalogue, as `catalogue.json` describes it.
public struct CatalogueMovie: Decodable, Equatable, Sendable {
    /// A billed actor and the part they play.
    public struct CastCredit: Decodable, Equatable, Sendable {
        public let name: String
        public let character: String
    }

    /// Someone who worked on the film behind the camera, with TMDB's job and department names.
    public struct CrewCredit: Decodable, Equatable, Sendable {
        public let name: String
        /// Such as `Director`, `Screenplay` or `Original Music Composer`.
        public let job: String
        /// Such as `Directing`, `Writing` or `Sound`.
        public let department: String
    }

    /// TMDB's id for the film, so catalogue answers and live answers agree.
    public let id: Int
    public let title: String
    public let originalTitle: String
    /// ISO 639-1 code, such as `ko`.
    public let originalLanguage: String
    /// `YYYY-MM-DD`, the original release.
    public let releaseDate: String
    /// TMDB genre names, such as `Science Fiction`.
    public let genres: [String]
    public let runtime: Int
    public let overview: String
    public let tagline: String?
    public let voteAverage: Double
    public let voteCount: Int
    /// Orders search results and lists; higher is more popular.
    public let popularity: Double
    public let cast: [CastCredit]
    public let crew: [CrewCredit]
    /// TMDB's id of the collection the film belongs to, when the catalogue holds two or more of its parts.
    public let collectionID: Int?
    public let status: String
    public let posterPath: String?

    private enum CodingKeys: String, CodingKey {
        case id
        case title
        case originalTitle = "original_title"
        case originalLanguage = "original_language"
        case releaseDate = "release_date"
        case genres
        case runtime
        case overview
        case tagline
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
        case popularity
        case cast
        case crew
        case collectionID = "collection_id"
        case status
        case posterPath = "poster_path"
    }

    /// The year of `releaseDate`, or `nil` when the date is malformed.
    public var releaseYear: Int? {
        Int(releaseDate.prefix(4))
    }

    /// The names of the film's directors, in credit order.
    public var directors: [String] {
        crew.filter { $0.job == "Director" }.map(\.name)
    }

    /// TMDB's ids of the film's genres, in the catalogue's order.
    var genreIDs: [Int] {
        CatalogueGenres.ids(for: genres)
    }
}
