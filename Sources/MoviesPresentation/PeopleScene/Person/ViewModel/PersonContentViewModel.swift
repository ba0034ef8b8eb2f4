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
    /// Every film, newest first (undated last), one row per film.
    public let credits: [PersonCreditItemViewModel]
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
        credits = Self.rows(of: details.credits)
        var counts: [String: Int] = [:]
        for credit in credits { for department in credit.departments { counts[department, default: 0] += 1 } }
        departments = counts.keys.sorted { (counts[$0] ?? 0, $1) > (counts[$1] ?? 0, $0) }
    }

    /// The credits merged per film, keeping the filmography's order.
    private static func rows(of credits: [PersonCredit]) -> [PersonCreditItemViewModel] {
        var order: [Movie.Identifier] = []
        var byFilm: [Movie.Identifier: (movie: Movie, credits: [PersonCredit])] = [:]
        for credit in credits {
            if byFilm[credit.movie.id] == nil {
                order.append(credit.movie.id)
                byFilm[credit.movie.id] = (credit.movie, [])
            }
            byFilm[credit.movie.id]?.credits.append(credit)
        }
        return order.compactMap { id in byFilm[id].map { PersonCreditItemViewModel(movie: $0.movie, credits: $0.credits) } }
    }

    /// The rows of `department`, or all of them for `nil`.
    public func credits(in department: String?) -> [PersonCreditItemViewModel] {
        guard let department else { return credits }
        return credits.filter { $0.departments.contains(department) }
    }
}
