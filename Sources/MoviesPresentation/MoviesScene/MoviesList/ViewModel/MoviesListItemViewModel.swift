public import MoviesDomain

/// One row of the movies list, in the words the view shows.
public struct MoviesListItemViewModel: Equatable, Sendable {
    public let title: String
    /// The release year, or an empty string when TMDB gives no date.
    public let releaseYear: String
    public let overview: String
    /// The original title when it differs from `title`, such as `기생충`.
    public let originalTitle: String?
    /// Mean rating with one decimal, such as `8.4`, or `nil` when nobody voted.
    public let rating: String?
    /// The film's values unformatted, for machine-readable output.
    public let record: MovieRecordViewModel

    public init(movie: Movie) {
        record = MovieRecordViewModel(movie: movie)
        title = movie.title
        releaseYear = movie.releaseDate.map { String($0.year) } ?? ""
        overview = movie.overview
        if let original = movie.originalTitle, !original.isEmpty, original != movie.title {
            originalTitle = original
        } else {
            originalTitle = nil
        }
        rating = Self.ratingText(average: movie.voteAverage, count: movie.voteCount)
    }

    static func ratingText(average: Double?, count: Int?) -> String? {
        guard let average, (count ?? 1) > 0 else { return nil }
        let tenths = Int((average * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
