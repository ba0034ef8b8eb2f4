/// Gathers an imported file's records as they are read into one entry per
/// film, in the order films first appear: the earliest watchlist time, one
/// viewing a day (the first logged, filled from later ones), the last rating, and the film as the
/// last line names it (filled from earlier lines).
///
/// Records are never kept, only what they say about each film, so memory
/// grows with the films a file names, not with its lines. Films named by
/// title wait for their look-up (`titledFilms`, then `entries(resolving:)`);
/// two names that turn out to be one film are merged then.
struct LibraryImportMerger {
    /// What the file has said so far about one film, or one title.
    struct Gathered: Sendable {
        var film: LibraryFilm
        /// When the file last named the film (a record's place in the file).
        var namedAt: Int
        var watchlistAddedAt: Timestamp?
        /// The first viewing, kept inline: most films have one.
        var viewing: Viewing?
        var moreViewings: [Viewing] = []
        /// Whether a line gave a viewing that is not `viewingUnlessSeen`.
        var hasFirmViewing = false
        var rating: FilmRating?
        var ratedAt: Int = 0
        var isLiked = false
        /// The last Letterboxd URI a line gave.
        var letterboxdURI: String?

        init(film: LibraryFilm, namedAt: Int) {
            self.film = film
            self.namedAt = namedAt
        }

        /// A viewing on a day the film already has one joins it instead
        /// (Letterboxd's reviews.csv repeats the diary's viewing with its review).
        mutating func add(viewing new: Viewing) {
            guard let first = viewing else {
                viewing = new
                return
            }
            if first.date == new.date {
                viewing = LibraryImportMerger.joining(first, new)
            } else if let index = moreViewings.firstIndex(where: { $0.date == new.date }) {
                moreViewings[index] = LibraryImportMerger.joining(moreViewings[index], new)
            } else {
                moreViewings.append(new)
            }
        }

        /// Takes in what `other`, another name of the same film, gathered.
        mutating func absorb(_ other: Gathered) {
            let otherIsLater = other.namedAt > namedAt
            if otherIsLater {
                film = other.film.filling(from: film)
                namedAt = other.namedAt
            } else {
                film = film.filling(from: other.film)
            }
            if let addedAt = other.watchlistAddedAt { watchlistAddedAt = min(addedAt, watchlistAddedAt ?? addedAt) }
            for viewing in [other.viewing].compactMap({ $0 }) + other.moreViewings { add(viewing: viewing) }
            hasFirmViewing = hasFirmViewing || other.hasFirmViewing
            if let rating = other.rating, self.rating == nil || other.ratedAt > ratedAt {
                self.rating = rating
                ratedAt = other.ratedAt
            }
            isLiked = isLiked || other.isLiked
            letterboxdURI = (otherIsLater ? other.letterboxdURI : nil) ?? letterboxdURI ?? other.letterboxdURI
        }

        var entry: LibraryEntry {
            LibraryEntry(
                film: film,
                watchlistAddedAt: watchlistAddedAt,
                viewings: viewing.map { [$0] + moreViewings } ?? [],
                rating: rating,
                isLiked: isLiked,
                letterboxdURI: letterboxdURI
            )
        }
    }

    private var gathered: [Gathered] = []
    private var byID: [Movie.Identifier: Int] = [:]
    private var byTitle: [ImportedTitle: Int] = [:]
    private var recordCount = 0

    mutating func add(_ record: LibraryImportRecord) {
        recordCount += 1
        let index: Int
        switch record.film {
        case .identified(let film):
            if let known = byID[film.id] {
                index = known
                gathered[index].film = film.filling(from: gathered[index].film)
                gathered[index].namedAt = recordCount
            } else {
                index = gathered.count
                byID[film.id] = index
                gathered.append(Gathered(film: film, namedAt: recordCount))
            }
        case .titled(let title, let year):
            let key = ImportedTitle(title: title, year: year)
            if let known = byTitle[key] {
                index = known
            } else {
                index = gathered.count
                byTitle[key] = index
                // A stand-in until the look-up names the film.
                gathered.append(Gathered(film: LibraryFilm(id: 0, title: title, year: year), namedAt: recordCount))
            }
        }
        if let addedAt = record.watchlistAddedAt {
            gathered[index].watchlistAddedAt = min(addedAt, gathered[index].watchlistAddedAt ?? addedAt)
        }
        if let viewing = record.viewing, !record.viewingUnlessSeen || !gathered[index].hasFirmViewing {
            gathered[index].add(viewing: viewing)
            if !record.viewingUnlessSeen { gathered[index].hasFirmViewing = true }
        }
        if let rating = record.rating {
            gathered[index].rating = rating
            gathered[index].ratedAt = recordCount
        }
        if record.isLiked { gathered[index].isLiked = true }
        if let uri = record.letterboxdURI { gathered[index].letterboxdURI = uri }
    }

    /// One viewing from two of the same day: the first logged, with what it
    /// lacks (rating, tags, review, the rewatch mark) taken from the later.
    static func joining(_ first: Viewing, _ later: Viewing) -> Viewing {
        Viewing(
            date: first.date, loggedAt: first.loggedAt, rating: first.rating ?? later.rating,
            isRewatch: first.isRewatch || later.isRewatch, tags: first.tags.isEmpty ? later.tags : first.tags,
            review: first.review ?? later.review
        )
    }

    /// How many films (or titles, which may turn out to be one film) so far.
    var filmCount: Int { gathered.count }

    /// How many of them are named only by title and year.
    var titleCount: Int { byTitle.count }

    /// The films named only by title and year, in the order they first appear.
    var titledFilms: [ImportedTitle] {
        byTitle.sorted { $0.value < $1.value }.map(\.key)
    }

    /// One entry per film: those named by id, and those named by title that
    /// `resolved` gives a film for (looked up by title and year).
    /// Leaves the merger empty.
    mutating func entries(resolving resolved: [ImportedTitle: LibraryFilm]) -> LibraryImportEntries {
        var kept = [Bool](repeating: true, count: gathered.count)
        for (key, index) in byTitle.sorted(by: { $0.value < $1.value }) {
            kept[index] = false
            guard let film = resolved[key] else { continue }
            var named = gathered[index]
            named.film = film
            if let target = byID[film.id] {
                gathered[target].absorb(named)
            } else {
                byID[film.id] = index
                gathered[index] = named
                kept[index] = true
            }
        }
        byID = [:]
        byTitle = [:]
        // Moved down in place: a copy would hold every film twice.
        var next = 0
        for index in gathered.indices where kept[index] {
            if index != next { gathered.swapAt(index, next) }
            next += 1
        }
        gathered.removeLast(gathered.count - next)
        var films: [Gathered] = []
        swap(&films, &gathered)
        return LibraryImportEntries(gathered: films)
    }
}

/// A film named by title and year, to be looked up.
struct ImportedTitle: Hashable, Sendable {
    let title: String
    let year: Int?
}
