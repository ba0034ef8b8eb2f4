import MoviesDomain

/// How a library list is ordered; ties go by title, then by TMDB id, so the
/// order never depends on how the rows were read.
struct LibraryListOrder {
    let list: LibraryList
    let sort: LibrarySort

    func sorted(_ entries: [LibraryEntry]) -> [LibraryEntry] {
        // Keys made once per film: lower-casing titles inside the comparison
        // would do it about 30 times per film on a long list.
        let keyed = entries.map { (entry: $0, title: $0.film.title.lowercased()) }
        return keyed.sorted { lhs, rhs in
            switch compare(lhs.entry, rhs.entry) {
            case .some(let ascending): return ascending
            case .none:
                if lhs.title != rhs.title { return lhs.title < rhs.title }
                return lhs.entry.film.id < rhs.entry.film.id
            }
        }.map(\.entry)
    }

    /// Whether `lhs` comes first by the sort's own key; `nil` on a tie.
    private func compare(_ lhs: LibraryEntry, _ rhs: LibraryEntry) -> Bool? {
        switch sort {
        case .title:
            return nil
        case .added:
            return descending(addedKey(lhs), addedKey(rhs))
        case .year:
            return descending(lhs.film.year.map(Double.init), rhs.film.year.map(Double.init))
        case .rating:
            return descending(lhs.rating.map { Double($0.rating.halfStars) }, rhs.rating.map { Double($0.rating.halfStars) })
        }
    }

    /// When the film came into the list: put on the watchlist, or last seen
    /// (the day, then when it was logged); a film only rated, when rated.
    private func addedKey(_ entry: LibraryEntry) -> Double? {
        switch list {
        case .watchlist:
            return entry.watchlistAddedAt?.secondsSince1970
        case .seen:
            if let last = entry.viewings.last {
                // Days dominate; the logging time orders viewings of one day.
                return Double(last.date.daysSince1970) * 1e11 + last.loggedAt.secondsSince1970.truncatingRemainder(dividingBy: 1e10)
            }
            return entry.rating?.ratedAt.secondsSince1970
        }
    }

    /// Larger first, unknown last; `nil` when equal.
    private func descending(_ lhs: Double?, _ rhs: Double?) -> Bool? {
        switch (lhs, rhs) {
        case let (lhs?, rhs?): lhs == rhs ? nil : lhs > rhs
        case (.some, nil): true
        case (nil, .some): false
        case (nil, nil): nil
        }
    }
}
