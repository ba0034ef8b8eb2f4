import MoviesDomain

/// How a library list is ordered; ties go by title, then by TMDB id, so the
/// order never depends on how the rows were read.
struct LibraryListOrder {
    let list: LibraryList
    let sort: LibrarySort

    private typealias Keyed = (entry: LibraryEntry, key: Double?, title: String)

    func sorted(_ entries: [LibraryEntry]) -> [LibraryEntry] {
        keyed(entries).sorted(by: isBefore).map(\.entry)
    }

    /// The first `count` of `entries` in this order — the head of `sorted`,
    /// without sorting the rest (a screen's first rows of a long list).
    func first(_ count: Int, of entries: [LibraryEntry]) -> [LibraryEntry] {
        guard count > 0 else { return [] }
        var head: [Keyed] = []
        head.reserveCapacity(count + 1)
        for candidate in keyed(entries) {
            if head.count == count, let last = head.last, !isBefore(candidate, last) { continue }
            // Binary search for the place; most candidates never get here.
            var low = 0
            var high = head.count
            while low < high {
                let middle = (low + high) / 2
                if isBefore(head[middle], candidate) { low = middle + 1 } else { high = middle }
            }
            head.insert(candidate, at: low)
            if head.count > count { head.removeLast() }
        }
        return head.map(\.entry)
    }

    /// Keys made once per film, not in each of the ~30 comparisons per film.
    private func keyed(_ entries: [LibraryEntry]) -> [Keyed] {
        entries.map { (entry: $0, key: key($0), title: $0.film.title.lowercased()) }
    }

    private func isBefore(_ lhs: Keyed, _ rhs: Keyed) -> Bool {
        if let ascending = descending(lhs.key, rhs.key) { return ascending }
        if lhs.title != rhs.title { return lhs.title < rhs.title }
        return lhs.entry.film.id < rhs.entry.film.id
    }

    /// The sort's own key, larger first; `nil` (unknown) last. Titles order
    /// the ties, and alone when sorting by title.
    private func key(_ entry: LibraryEntry) -> Double? {
        switch sort {
        case .title: 0
        case .added: addedKey(entry)
        case .year: entry.film.year.map(Double.init)
        case .rating: entry.rating.map { Double($0.rating.halfStars) }
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
