/// One viewing as stats count it: the film, the day, and your rating then.
public struct StatsViewing: Equatable, Sendable {
    public let filmID: Movie.Identifier
    public let date: CalendarDate
    /// The rating given with the viewing; `nil` when none was.
    public let rating: StarRating?

    public init(filmID: Movie.Identifier, date: CalendarDate, rating: StarRating?) {
        self.filmID = filmID
        self.date = date
        self.rating = rating
    }
}
