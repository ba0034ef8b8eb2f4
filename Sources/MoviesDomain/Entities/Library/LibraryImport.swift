/// A film named by an imported file: by TMDB id (our exports, Letterboxd's
/// import CSV with `tmdbID`), or only by title and year (Letterboxd's own
/// account export), to be looked up.
public enum ImportedFilmReference: Equatable, Hashable, Sendable {
    /// The id with the title and year the file gives.
    case identified(LibraryFilm)
    case titled(title: String, year: Int?)
}

/// One line of an imported file: a film and what it says about it.
public struct LibraryImportRecord: Equatable, Sendable {
    public let film: ImportedFilmReference
    /// When the film was put on the watchlist; `nil` when this line does not.
    public let watchlistAddedAt: Timestamp?
    public let viewing: Viewing?
    /// The viewing counts only when no earlier line without this mark gave
    /// the film one: a file (Letterboxd's `watched.csv`) that repeats what
    /// its diary says, and dates only what the diary does not have.
    public let viewingUnlessSeen: Bool
    public let rating: FilmRating?
    /// Whether this line marks the film liked; a line without the mark takes none away.
    public let isLiked: Bool
    /// The Letterboxd URI the line gives, if any.
    public let letterboxdURI: String?

    public init(
        film: ImportedFilmReference,
        watchlistAddedAt: Timestamp? = nil,
        viewing: Viewing? = nil,
        viewingUnlessSeen: Bool = false,
        rating: FilmRating? = nil,
        isLiked: Bool = false,
        letterboxdURI: String? = nil
    ) {
        self.film = film
        self.watchlistAddedAt = watchlistAddedAt
        self.viewing = viewing
        self.viewingUnlessSeen = viewingUnlessSeen
        self.rating = rating
        self.isLiked = isLiked
        self.letterboxdURI = letterboxdURI.flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// How merging films into the library went.
public struct LibraryMergeCounts: Equatable, Sendable {
    /// Films the library did not have.
    public var new = 0
    /// Films it had that gained a viewing, the watchlist or another rating.
    public var updated = 0
    /// Films it already had with everything the file says.
    public var alreadyPresent = 0
    /// Lists the library did not have (by name, case aside).
    public var newLists = 0
    /// Lists it had that gained a film.
    public var updatedLists = 0

    public init(new: Int = 0, updated: Int = 0, alreadyPresent: Int = 0, newLists: Int = 0, updatedLists: Int = 0) {
        self.new = new
        self.updated = updated
        self.alreadyPresent = alreadyPresent
        self.newLists = newLists
        self.updatedLists = updatedLists
    }
}

/// A film the file names by title that was not imported.
public struct UnmatchedFilm: Equatable, Hashable, Sendable {
    public let title: String
    public let year: Int?
    /// How many films fit the title and year: 0 (unmatched) or more than 1 (ambiguous).
    public let candidateCount: Int

    public init(title: String, year: Int?, candidateCount: Int) {
        self.title = title
        self.year = year
        self.candidateCount = candidateCount
    }
}

/// What an import did, or with `dryRun` would do.
public struct LibraryImportReport: Equatable, Sendable {
    public let counts: LibraryMergeCounts
    /// Titles that fit several films; never guessed.
    public let ambiguous: [UnmatchedFilm]
    /// Titles that fit no film.
    public let unmatched: [UnmatchedFilm]
    public let dryRun: Bool
    /// Files the import did not read on purpose: those of Letterboxd's export
    /// under `deleted/` or `orphaned/` (entries taken off the account).
    public let setAsideFiles: Int

    public init(counts: LibraryMergeCounts, ambiguous: [UnmatchedFilm], unmatched: [UnmatchedFilm], dryRun: Bool, setAsideFiles: Int = 0) {
        self.counts = counts
        self.ambiguous = ambiguous
        self.unmatched = unmatched
        self.dryRun = dryRun
        self.setAsideFiles = setAsideFiles
    }
}
