/// Everything the details screen shows about one film.
public struct MovieDetails: Equatable, Sendable {
    public let movie: Movie
    public let runtimeMinutes: Int?
    public let genres: [String]
    public let tagline: String?
    /// TMDB's release status, such as `Released` or `Post Production`.
    public let status: String?
    /// The crew worth naming (directors first), once each per job.
    public let crew: [CrewMember]
    /// The top of the billing.
    public let cast: [CastMember]
    /// TMDB's "more like this"; `nil` when the answer did not include them
    /// (details cached before they were asked for).
    public let recommendations: [Movie]?
    /// The collection the film belongs to, if any.
    public let collection: MovieCollectionReference?
    /// Where to watch, videos, certifications, IMDb id, keywords and the
    /// first reviews; each part `nil` when the answer did not carry it.
    public let facts: MovieFacts

    public init(
        movie: Movie,
        runtimeMinutes: Int? = nil,
        genres: [String] = [],
        tagline: String? = nil,
        status: String? = nil,
        crew: [CrewMember] = [],
        cast: [CastMember] = [],
        recommendations: [Movie]? = nil,
        collection: MovieCollectionReference? = nil,
        facts: MovieFacts = .unknown
    ) {
        self.movie = movie
        self.runtimeMinutes = runtimeMinutes
        self.genres = genres
        self.tagline = tagline
        self.status = status
        self.crew = crew
        self.cast = cast
        self.recommendations = recommendations
        self.collection = collection
        self.facts = facts
    }

    /// The names of the directors, in billing order.
    public var directors: [String] {
        crew.filter { $0.job == "Director" }.map(\.name)
    }
}
