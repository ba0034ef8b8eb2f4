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

    private struct CastEntry: Encodable {
        let fields: TMDBCreditPersonFields
        let character: String
        let order: Int

        private enum CodingKeys: String, CodingKey {
            case character
            case order
        }

        func encode(to encoder: any Encoder) throws {
            try fields.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(character, forKey: .character)
            try container.encode(order, forKey: .order)
        }
    }

    private struct CrewEntry: Encodable {
        let fields: TMDBCreditPersonFields
        let job: String
        let department: String

        private enum CodingKeys: String, CodingKey {
            case department
            case job
        }

        func encode(to encoder: any Encoder) throws {
            try fields.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(department, forKey: .department)
            try container.encode(job, forKey: .job)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let cast = movie.cast.enumerated().map { order, credit in
            CastEntry(
                fields: fields(name: credit.name, creditID: CataloguePeopleIndex.creditID(movieID: movie.id, isCast: true, position: order)),
                character: credit.character,
                order: order
            )
        }
        let crew = movie.crew.enumerated().map { position, credit in
            CrewEntry(
                fields: fields(name: credit.name, creditID: CataloguePeopleIndex.creditID(movieID: movie.id, isCast: false, position: position)),
                job: credit.job,
                department: credit.department
            )
        }
        try container.encode(cast, forKey: .cast)
        try container.encode(crew, forKey: .crew)
        if includesMovieID {
            try container.encode(movie.id, forKey: .id)
        }
    }

    private func fields(name: String, creditID: String) -> TMDBCreditPersonFields {
        TMDBCreditPersonFields(person: people.person(named: name), name: name, creditID: creditID)
    }
}
