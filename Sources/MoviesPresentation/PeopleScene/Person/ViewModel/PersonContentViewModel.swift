public import MoviesDomain

/// Everything the person screen shows, as text ready to draw.
public struct PersonContentViewModel: Equatable, Sendable {
    public let id: Int
    public let name: String
    public let knownForDepartment: String?
    /// `Born 1970-07-30 in London, England, UK`; `nil` when nothing is known.
    public let born: String?
    /// `Died 2008-01-22`; `nil` for the living and the unknown.
    public let died: String?
    /// Empty when there is none.
    public let biography: String
    /// The films, newest first (undated last), one row per film; at most
    /// `filmLimit` of them.
    public let credits: [PersonCreditItemViewModel]
    /// How many films past `filmLimit` were left out (0 for any real person).
    public let filmsLeftOut: Int
    /// The departments of the credits, the most credited first.
    public let departments: [String]
    /// The values unformatted, for `--json`.
    public let birthday: String?
    public let deathday: String?
    public let placeOfBirth: String?

    /// What is known before the details arrive: the name, when the screen
    /// that opened the person had it.
    public init(id: Person.Identifier, name: String?) {
        self.init(details: PersonDetails(person: Person(id: id, name: name ?? "")))
    }

    public init(details: PersonDetails) {
        let person = details.person
        id = person.id
        name = person.name
        knownForDepartment = person.knownForDepartment.flatMap { $0.isEmpty ? nil : $0 }
        placeOfBirth = details.placeOfBirth.flatMap { $0.isEmpty ? nil : $0 }
        birthday = details.birthday?.description
        deathday = details.deathday?.description
        switch (birthday, placeOfBirth) {
        case (nil, nil): born = nil
        case (let date?, nil): born = "Born \(date)"
        case (nil, let place?): born = "Born in \(place)"
        case (let date?, let place?): born = "Born \(date) in \(place)"
        }
        died = deathday.map { "Died \($0)" }
        biography = details.biography
        (credits, filmsLeftOut) = Self.rows(of: details.credits)
        var counts: [String: Int] = [:]
        for credit in credits { for department in credit.departments { counts[department, default: 0] += 1 } }
        // Most films first, then by name; the counts travel with the names
        // rather than being looked up at each of the sort's comparisons.
        departments = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key)
    }

    /// How many films a filmography keeps. The most prolific people on TMDB
    /// have a few thousand; past this only a broken or hostile answer goes, and
    /// every row kept costs memory and drawing time on each frame.
    public static let filmLimit = 5_000

    /// The credits merged per film, keeping the filmography's order; the
    /// newest `filmLimit` films, and how many more there were.
    private static func rows(of credits: [PersonCredit]) -> (rows: [PersonCreditItemViewModel], leftOut: Int) {
        var order: [Movie.Identifier] = []
        var byFilm: [Movie.Identifier: (movie: Movie, credits: [PersonCredit])] = [:]
        var leftOut: Set<Movie.Identifier> = []
        for credit in credits {
            let id = credit.movie.id
            if byFilm[id] == nil {
                guard order.count < filmLimit else {
                    leftOut.insert(id)
                    continue
                }
                order.append(id)
                byFilm[id] = (credit.movie, [])
            }
            byFilm[id]?.credits.append(credit)
        }
        let rows = order.compactMap { id in byFilm[id].map { PersonCreditItemViewModel(movie: $0.movie, credits: $0.credits) } }
        return (rows, leftOut.count)
    }

    /// `195,000 more films are not listed; only the newest 5,000 are.`, or
    /// `nil` when every film is listed.
    public var filmsLeftOutNote: String? {
        guard filmsLeftOut > 0 else { return nil }
        let more = MovieDetailsContentViewModel.groupedThousands(filmsLeftOut)
        let verb = filmsLeftOut == 1 ? "film is" : "films are"
        return "\(more) more \(verb) not listed; only the newest \(MovieDetailsContentViewModel.groupedThousands(Self.filmLimit)) are."
    }

    /// The rows of `department`, or all of them for `nil`.
    public func credits(in department: String?) -> [PersonCreditItemViewModel] {
        guard let department else { return credits }
        return credits.filter { $0.departments.contains(department) }
    }
}
