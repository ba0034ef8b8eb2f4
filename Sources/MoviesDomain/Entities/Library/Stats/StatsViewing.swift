/// One viewing of a year as stats count it: the film, the month (the
/// year is `YearViewings`'s, the day counts for nothing), and your rating then.
public struct StatsViewing: Equatable, Sendable {
    public let filmID: Movie.Identifier
    /// 1 for January to 12.
    public let month: Int
    /// The rating given with the viewing; `nil` when none was.
    public let rating: StarRating?

    public init(filmID: Movie.Identifier, month: Int, rating: StarRating?) {
        self.filmID = filmID
        self.month = month
        self.rating = rating
    }
}
