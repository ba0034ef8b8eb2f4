/// Counts a year's viewings into `LibraryStats`. Pure, in two passes: the
/// viewings (months, ratings, how often each film was seen), then each film
/// once, its facts weighted by its viewings — a year of 20,000 viewings of a
/// few hundred films hashes a few thousand names, not 200,000.
enum LibraryStatsCounter {
    /// How many genres, directors and actors a ranking keeps.
    static let rankingSize = 10

    static func stats(of year: YearViewings) -> LibraryStats {
        var perMonth = [Int](repeating: 0, count: 12)
        var ratings = [Int](repeating: 0, count: 10)
        var unrated = 0
        var seen: [Movie.Identifier: Int] = [:]
        var viewingCount = 0
        for viewing in year.viewings where (1...12).contains(viewing.month) {
            viewingCount += 1
            seen[viewing.filmID, default: 0] += 1
            perMonth[viewing.month - 1] += 1
            // The rating given then; one logged without stars counts your rating of the film.
            if let rating = viewing.rating ?? year.filmRatings[viewing.filmID] {
                ratings[rating.halfStars - 1] += 1
            } else {
                unrated += 1
            }
        }
        var decades = Tally<Int>()
        var genres = Tally<String>()
        var directors = Tally<String>()
        var actors = Tally<String>()
        var minutes = 0
        var unknownRuntime = 0
        for (id, count) in seen {
            let film = year.films[id]
            decades.add(film?.year.map { [$0 / 10 * 10] } ?? [], viewings: count)
            let facts = film?.facts ?? .unknown
            genres.add(facts.genres, viewings: count)
            directors.add(facts.directors, viewings: count)
            actors.add(facts.topCast, viewings: count)
            if let runtime = facts.runtimeMinutes {
                minutes += runtime * count
            } else {
                unknownRuntime += count
            }
        }
        let perDecade = StatsRanking(
            counts: decades.counts.sorted { $0.key < $1.key }.map { StatsCount(name: "\($0.key)s", count: $0.value) },
            unknown: decades.unknown
        )
        return LibraryStats(
            year: year.year, viewingCount: viewingCount, filmCount: seen.count, perMonth: perMonth, perDecade: perDecade,
            ratings: ratings, unrated: unrated, genres: genres.ranking(top: rankingSize),
            directors: directors.ranking(top: rankingSize), actors: actors.ranking(top: rankingSize),
            minutesWatched: minutes, unknownRuntime: unknownRuntime
        )
    }

    /// Viewings per name, and those with no name known.
    struct Tally<Key: Hashable & Comparable> {
        var counts: [Key: Int] = [:]
        var unknown = 0

        /// Counts `viewings` for each of `keys`, or as unknown when there are none.
        mutating func add(_ keys: [Key], viewings: Int) {
            guard !keys.isEmpty else {
                unknown += viewings
                return
            }
            for key in keys { counts[key, default: 0] += viewings }
        }
    }
}

extension LibraryStatsCounter.Tally where Key == String {
    /// The `top` most counted, most first; a tie goes by name, so the order never depends on hashing.
    func ranking(top: Int) -> StatsRanking {
        let sorted = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        return StatsRanking(counts: sorted.prefix(top).map { StatsCount(name: $0.key, count: $0.value) }, unknown: unknown)
    }
}
