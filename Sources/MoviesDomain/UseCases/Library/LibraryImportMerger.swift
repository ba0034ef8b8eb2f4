/// Gathers the records of an imported file into one entry per film, in the
/// order films first appear: the earliest watchlist time, one viewing a day
/// (the first logged), the last rating, and the film as the last line names it.
struct LibraryImportMerger {
    private var order: [Movie.Identifier] = []
    private var films: [Movie.Identifier: LibraryFilm] = [:]
    private var watchlist: [Movie.Identifier: Timestamp] = [:]
    private var viewings: [Movie.Identifier: [CalendarDate: Viewing]] = [:]
    private var ratings: [Movie.Identifier: FilmRating] = [:]

    mutating func add(_ record: LibraryImportRecord, as film: LibraryFilm) {
        let id = film.id
        if let known = films[id] {
            films[id] = film.filling(from: known)
        } else {
            order.append(id)
            films[id] = film
        }
        if let addedAt = record.watchlistAddedAt {
            watchlist[id] = min(addedAt, watchlist[id] ?? addedAt)
        }
        if let viewing = record.viewing, viewings[id]?[viewing.date] == nil {
            viewings[id, default: [:]][viewing.date] = viewing
        }
        if let rating = record.rating {
            ratings[id] = rating
        }
    }

    var entries: [LibraryEntry] {
        order.compactMap { id in
            films[id].map { film in
                LibraryEntry(
                    film: film,
                    watchlistAddedAt: watchlist[id],
                    viewings: Array((viewings[id] ?? [:]).values),
                    rating: ratings[id]
                )
            }
        }
    }
}
