#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One film of the embedded catalogue, as `catalogue.json` describes it.
public struct CatalogueMovie: Decodable, Equatable, Sendable {
    /// A billed actor and the part they play.
    public struct CastCredit: Decodable, Equatable, Sendable {
        public let name: String
        public let character: String
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
    /// Orders search results; higher is more popular.
    public let popularity: Double
    public let directors: [String]
    public let cast: [CastCredit]
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
        case directors
        case cast
        case status
        case posterPath = "poster_path"
    }

    /// The year of `releaseDate`, or `nil` when the date is malformed.
    public var releaseYear: Int? {
        Int(releaseDate.prefix(4))
    }
}
