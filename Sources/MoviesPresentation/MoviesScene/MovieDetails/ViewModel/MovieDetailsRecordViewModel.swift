public import MoviesDomain

/// A film's details as they are, unformatted, for machine-readable output.
public struct MovieDetailsRecordViewModel: Equatable, Sendable {
    /// One billed actor.
    public struct CastMemberRecord: Equatable, Sendable {
        public let name: String
        public let character: String?
    }

    public let movie: MovieRecordViewModel
    public let runtimeMinutes: Int?
    public let genres: [String]
    public let tagline: String?
    public let status: String?
    public let directors: [String]
    public let cast: [CastMemberRecord]

    public init(details: MovieDetails) {
        movie = MovieRecordViewModel(movie: details.movie)
        runtimeMinutes = details.runtimeMinutes
        genres = details.genres
        tagline = details.tagline
        status = details.status
        directors = details.directors
        cast = details.cast.map { CastMemberRecord(name: $0.name, character: $0.character) }
    }
}
