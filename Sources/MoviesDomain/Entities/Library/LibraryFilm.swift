/// What the library keeps of a film, as it was when last seen on TMDB, so
/// lists show without network or cache.
public struct LibraryFilm: Equatable, Hashable, Sendable {
    public let id: Movie.Identifier
    public let title: String
    /// The release year; `nil` when unknown.
    public let year: Int?
    public let originalTitle: String?
    /// Below the image base URL, such as `/abc.jpg`.
    public let posterPath: String?
    /// Runtime, genres, directors and top billed cast, for stats.
    public let facts: FilmFacts

    public init(
        id: Movie.Identifier,
        title: String,
        year: Int? = nil,
        originalTitle: String? = nil,
        posterPath: String? = nil,
        facts: FilmFacts = .unknown
    ) {
        self.id = id
        self.title = title
        self.year = year
        self.originalTitle = originalTitle
        self.posterPath = posterPath
        self.facts = facts
    }

    /// The film as a list or details screen has it.
    public init(movie: Movie) {
        self.init(
            id: movie.id,
            title: movie.title,
            year: movie.releaseDate?.year,
            originalTitle: movie.originalTitle,
            posterPath: movie.posterPath
        )
    }

    /// The film with the facts its details state.
    public init(details: MovieDetails) {
        let movie = LibraryFilm(movie: details.movie)
        self.init(
            id: movie.id, title: movie.title, year: movie.year, originalTitle: movie.originalTitle,
            posterPath: movie.posterPath, facts: FilmFacts(details: details)
        )
    }

    /// This film with `facts` over the facts it has, where they know something.
    public func knowing(_ facts: FilmFacts) -> LibraryFilm {
        LibraryFilm(id: id, title: title, year: year, originalTitle: originalTitle, posterPath: posterPath, facts: facts.filling(from: self.facts))
    }

    /// This film's values, keeping `older`'s where this one knows nothing
    /// (an import from a file without posters must not erase one).
    public func filling(from older: LibraryFilm) -> LibraryFilm {
        LibraryFilm(
            id: id,
            title: title.isEmpty ? older.title : title,
            year: year ?? older.year,
            originalTitle: originalTitle ?? older.originalTitle,
            posterPath: posterPath ?? older.posterPath,
            facts: facts.filling(from: older.facts)
        )
    }
}
