public import MoviesDomain

/// Everything the details screen shows, as text ready to draw.
public struct MovieDetailsContentViewModel: Equatable, Sendable {
    public let title: String
    /// The original title when it differs, such as `기생충` for Parasite.
    public let originalTitle: String?
    public let releaseYear: String
    public let releaseDate: String?
    /// Such as `2h 28m`.
    public let runtime: String?
    /// Such as `Action, Science Fiction`.
    public let genres: String?
    public let tagline: String?
    /// Such as `8.4 (35,012 votes)`.
    public let rating: String?
    public let directors: String?
    /// Such as `Leonardo DiCaprio as Cobb`.
    public let cast: [String]
    public let status: String?
    public let overview: String
    public let posterPath: String?
    /// The people, related lists and collection the screen links to; empty
    /// until the details arrive.
    public let links: [MovieDetailsLinkViewModel]
    /// The billed actors with no person to open, as `cast` words them: the
    /// Cast section lists them unnumbered between its links, in billing
    /// order as TMDB lists them. Group n comes before the section's link n,
    /// the last group after its last link (one more group than cast links).
    public let unlinkedCast: [[String]]
    /// The values unformatted, for machine-readable output.
    public let record: MovieDetailsRecordViewModel
    /// Certification, IMDb id, where to watch, and the trailer, keyword
    /// and reviews rows that follow `links`.
    public var facts: MovieDetailsFactsViewModel { record.facts }

    /// What is known from a list row, before the details arrive.
    public init(movie: Movie) {
        self.init(details: MovieDetails(movie: movie), linksDetails: false)
    }

    /// - Parameters:
    ///   - linksDetails: Whether the details are the film's own
    ///   (not only what a list row knew), so the related lists may be offered.
    ///   - region: The region certification and offers are for; `nil` leaves them out.
    public init(details: MovieDetails, linksDetails: Bool = true, region: WatchRegion? = nil) {
        let movie = details.movie
        record = MovieDetailsRecordViewModel(details: details, region: region)
        title = movie.title
        originalTitle = movie.originalTitle.flatMap { $0.isEmpty || $0 == movie.title ? nil : $0 }
        releaseYear = movie.releaseDate.map { String($0.year) } ?? ""
        releaseDate = movie.releaseDate?.description
        runtime = details.runtimeMinutes.flatMap(Self.runtimeText(minutes:))
        genres = details.genres.isEmpty ? nil : details.genres.joined(separator: ", ")
        tagline = details.tagline.flatMap { $0.isEmpty ? nil : $0 }
        rating = Self.ratingText(average: movie.voteAverage, count: movie.voteCount)
        directors = details.directors.isEmpty ? nil : details.directors.joined(separator: ", ")
        let castText: (CastMember) -> String = { member in
            guard let character = member.character, !character.isEmpty else { return member.name }
            return "\(member.name) as \(character)"
        }
        cast = details.cast.map(castText)
        unlinkedCast = details.cast.prefix(MovieDetailsLinkViewModel.castLimit)
            .split(omittingEmptySubsequences: false) { $0.personID != nil }
            .map { $0.map(castText) }
        status = details.status.flatMap { $0.isEmpty ? nil : $0 }
        overview = movie.overview
        posterPath = movie.posterPath
        links = linksDetails ? MovieDetailsLinkViewModel.links(for: details) + record.facts.links : []
    }

    static func runtimeText(minutes: Int) -> String? {
        guard minutes > 0 else { return nil }
        let hours = minutes / 60
        let rest = minutes % 60
        if hours == 0 { return "\(rest)m" }
        return rest == 0 ? "\(hours)h" : "\(hours)h \(rest)m"
    }

    static func ratingText(average: Double?, count: Int?) -> String? {
        guard let score = MoviesListItemViewModel.ratingText(average: average, count: count) else { return nil }
        guard let count else { return score }
        let noun = count == 1 ? "vote" : "votes"
        return "\(score) (\(groupedThousands(count)) \(noun))"
    }

    /// `36,000`: a count as every sentence of the app writes it.
    public static func groupedThousands(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (value < 0 ? "-" : "") + groups.joined(separator: ",")
    }
}
