/// A film's `credits`, in TMDB v3's shape, with each person's id where the catalogue links one.
struct TMDBMovieCreditsPayload: Encodable {
    let movie: CatalogueMovie
    let people: CataloguePeopleIndex
    /// The standalone `movie/{id}/credits` answer carries the film id; the appended one does not.
    var includesMovieID = false

    private enum CodingKeys: String, CodingKey {
        case cast
        case crew
        case id
    }

    /// One cast or crew member: the person's fields and the credit's, in one object.
    private struct Entry: Encodable {
        let person: TMDBPersonSharedFields
        let credit: TMDBCreditRoleFields

        private enum CodingKeys: String, CodingKey {
            case originalName = "original_name"
        }

        func encode(to encoder: any Encoder) throws {
            try person.encode(to: encoder)
            try credit.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(person.name, forKey: .originalName)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let cast = movie.cast.enumerated().map { order, credit in
            entry(name: credit.name, isCast: true, position: order, role: .cast(character: credit.character, order: order))
        }
        let crew = movie.crew.enumerated().map { position, credit in
            entry(name: credit.name, isCast: false, position: position, role: .crew(job: credit.job, department: credit.department))
        }
        try container.encode(cast, forKey: .cast)
        try container.encode(crew, forKey: .crew)
        if includesMovieID {
            try container.encode(movie.id, forKey: .id)
        }
    }

    private func entry(name: String, isCast: Bool, position: Int, role: CataloguePeopleIndex.Credit.Role) -> Entry {
        Entry(
            person: TMDBPersonSharedFields(name: name, person: people.person(named: name)),
            credit: TMDBCreditRoleFields(
                creditID: CataloguePeopleIndex.creditID(movieID: movie.id, isCast: isCast, position: position),
                role: role
            )
        )
    }
}
