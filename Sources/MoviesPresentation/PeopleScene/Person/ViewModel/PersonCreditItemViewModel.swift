import MoviesDomain

/// One film of a filmography, every part the person had in it on one row.
public struct PersonCreditItemViewModel: Equatable, Sendable {
    public let movieID: Int
    public let title: String
    /// `2010`, or empty when the film has no date.
    public let year: String
    /// `8.4`, or `nil` when unrated.
    public let rating: String?
    /// What they did: `as Cobb`, `Director, Screenplay`.
    public let roles: String
    /// The departments of those parts (`Acting`, `Directing`).
    public let departments: [String]
    /// The film's values unformatted, and each part, for `--json`.
    public let record: MovieRecordViewModel
    public let parts: [PersonCreditRecordViewModel]

    /// How many different parts a row names; TMDB's busiest people have a
    /// handful in one film, so more only comes from a broken or hostile answer,
    /// and the row says how many it leaves out.
    static let namedPartLimit = 20

    /// The credits of one film, in the order the filmography lists them.
    /// Linear in the credits: a film may come with hundreds of thousands.
    init(movie: Movie, credits: [PersonCredit]) {
        movieID = movie.id
        title = movie.title
        year = movie.releaseDate.map { String($0.year) } ?? ""
        rating = MoviesListItemViewModel.ratingText(average: movie.voteAverage, count: movie.voteCount)
        var names = UniqueInOrder<String>()
        var departments = UniqueInOrder<String>()
        for credit in credits {
            switch credit.role {
            case .cast(let character): names.insert(character.flatMap { $0.isEmpty ? nil : "as \($0)" } ?? "Acting")
            case .crew(let job, _): names.insert(job)
            }
            departments.insert(credit.department)
        }
        roles = Self.rolesText(names.elements)
        self.departments = departments.elements
        record = MovieRecordViewModel(movie: movie)
        parts = credits.map(PersonCreditRecordViewModel.init(credit:))
    }

    /// `Director, Screenplay`; past `namedPartLimit` names, `… and 239,980 more`.
    private static func rolesText(_ names: [String]) -> String {
        let named = names.prefix(namedPartLimit).joined(separator: ", ")
        let more = names.count - namedPartLimit
        return more > 0 ? "\(named) and \(MovieDetailsContentViewModel.groupedThousands(more)) more" : named
    }
}

/// One part a person had in a film, unformatted, for machine-readable output.
public struct PersonCreditRecordViewModel: Equatable, Sendable {
    /// The character played; `nil` for crew and unnamed parts.
    public let character: String?
    /// The crew job (`Director`); `nil` for a part played.
    public let job: String?
    public let department: String

    init(credit: PersonCredit) {
        switch credit.role {
        case .cast(let character):
            self.character = character
            job = nil
        case .crew(let job, _):
            character = nil
            self.job = job
        }
        department = credit.department
    }
}
