/// The viewings of one year with what the library keeps of their films,
/// each film once: all stats need, with neither network nor cache.
public struct YearViewings: Equatable, Sendable {
    public let year: Int
    public let viewings: [StatsViewing]
    /// The films the viewings name, with their facts as last seen.
    public let films: [Movie.Identifier: LibraryFilm]
    /// Your rating of each film now, for a viewing logged without one.
    public let filmRatings: [Movie.Identifier: StarRating]

    public init(
        year: Int,
        viewings: [StatsViewing],
        films: [Movie.Identifier: LibraryFilm],
        filmRatings: [Movie.Identifier: StarRating] = [:]
    ) {
        self.year = year
        self.viewings = viewings
        self.films = films
        self.filmRatings = filmRatings
    }

    /// The viewings of `year` among `entries` (the whole library read).
    public init(year: Int, entries: [LibraryEntry]) {
        var viewings: [StatsViewing] = []
        var films: [Movie.Identifier: LibraryFilm] = [:]
        var ratings: [Movie.Identifier: StarRating] = [:]
        for entry in entries {
            let seen = entry.viewings.filter { $0.date.year == year }
            guard !seen.isEmpty else { continue }
            films[entry.film.id] = entry.film
            ratings[entry.film.id] = entry.rating?.rating
            viewings += seen.map { StatsViewing(filmID: entry.film.id, month: $0.date.month, rating: $0.rating) }
        }
        self.init(year: year, viewings: viewings, films: films, filmRatings: ratings)
    }
}
