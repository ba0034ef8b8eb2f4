public import MoviesDomain

/// A film's details as they are, unformatted, for machine-readable output.
public struct MovieDetailsRecordViewModel: Equatable, Sendable {
    /// One billed actor.
    public struct CastMemberRecord: Equatable, Sendable {
        /// TMDB's person id; `nil` when the source gave none.
        public let id: Int?
        public let name: String
        public let character: String?
    }

    /// One credited job behind the camera.
    public struct CrewMemberRecord: Equatable, Sendable {
        public let id: Int?
        public let name: String
        public let job: String
    }

    /// The collection the film belongs to.
    public struct CollectionRecord: Equatable, Sendable {
        public let id: Int
        public let name: String
    }

    public let movie: MovieRecordViewModel
    public let runtimeMinutes: Int?
    public let genres: [String]
    public let tagline: String?
    public let status: String?
    public let directors: [String]
    public let cast: [CastMemberRecord]
    public let crew: [CrewMemberRecord]
    /// `nil` when the answer did not include them (details cached before
    /// they were asked for).
    public let recommendations: [MovieRecordViewModel]?
    public let collection: CollectionRecord?
    /// Certification, IMDb id, where to watch, trailer, keywords, reviews.
    public let facts: MovieDetailsFactsViewModel

    public init(details: MovieDetails, region: WatchRegion? = nil) {
        movie = MovieRecordViewModel(movie: details.movie)
        runtimeMinutes = details.runtimeMinutes
        genres = details.genres
        tagline = details.tagline
        status = details.status
        directors = details.directors
        cast = details.cast.map { CastMemberRecord(id: $0.personID, name: $0.name, character: $0.character) }
        crew = details.crew.map { CrewMemberRecord(id: $0.personID, name: $0.name, job: $0.job) }
        recommendations = details.recommendations?.map(MovieRecordViewModel.init(movie:))
        collection = details.collection.map { CollectionRecord(id: $0.id, name: $0.name) }
        facts = MovieDetailsFactsViewModel(details: details, region: region)
    }
}
