import MoviesDomain

/// One film in a TMDB list, such as a page of `search/movie` results.
///
/// Every field but `id` is optional: TMDB leaves fields out or sends `null`
/// for obscure films, and one sparse entry must not sink the whole page.
package struct MovieDTO: Decodable, Equatable, Sendable {
    package let id: Int
    package let title: String?
    package let originalTitle: String?
    package let originalLanguage: String?
    package let overview: String?
    /// `YYYY-MM-DD`, or the empty string when TMDB does not know the date.
    package let releaseDate: String?
    package let posterPath: String?
    package let voteAverage: Double?
    package let voteCount: Int?
    package let genreIDs: [Int]?

    private enum CodingKeys: String, CodingKey {
        case id
        case title
        case originalTitle = "original_title"
        case originalLanguage = "original_language"
        case overview
        case releaseDate = "release_date"
        case posterPath = "poster_path"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
        case genreIDs = "genre_ids"
    }
}

// In an extension, so that the struct keeps the memberwise init the plain
// JSON reader builds it with.
extension MovieDTO {
    /// Only `id` must be there and be a whole number: without it the film
    /// cannot be opened. Every other field that is missing or nonsense is
    /// unknown, and the film still shows.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeRequiredInt(forKey: .id, failure: "the film has no usable id")
        title = container.decodeLenientString(forKey: .title)
        originalTitle = container.decodeLenientString(forKey: .originalTitle)
        originalLanguage = container.decodeLenientString(forKey: .originalLanguage)
        overview = container.decodeLenientString(forKey: .overview)
        releaseDate = container.decodeLenientString(forKey: .releaseDate)
        posterPath = container.decodeLenientString(forKey: .posterPath)
        voteAverage = container.decodeLenientDouble(forKey: .voteAverage)
        voteCount = container.decodeLenientInt(forKey: .voteCount)
        genreIDs = container.decodeLossyList(Int.self, forKey: .genreIDs)
    }
}

extension MovieDTO {
    /// TMDB's averages run from 0 to 10; anything else is not an average.
    static func knownAverage(_ value: Double) -> Double? {
        (0...10).contains(value) ? value : nil
    }

    /// The domain film; a missing title falls back to the original title so a
    /// row is never blank, and empty strings become `nil`.
    package func toDomain() -> Movie {
        let originalTitle = originalTitle.nonEmpty
        return Movie(
            id: id,
            title: title.nonEmpty ?? originalTitle ?? "",
            originalTitle: originalTitle,
            originalLanguage: originalLanguage.nonEmpty,
            overview: overview ?? "",
            releaseDate: releaseDate.flatMap { ReleaseDate(iso8601: $0) },
            posterPath: posterPath.nonEmpty,
            voteAverage: voteAverage.flatMap(Self.knownAverage),
            voteCount: voteCount.flatMap { $0 >= 0 ? $0 : nil }
        )
    }
}
