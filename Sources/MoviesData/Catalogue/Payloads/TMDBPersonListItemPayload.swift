/// One person in a `search/person` answer, in TMDB v3's shape, with the three most
/// popular of their films as `known_for`.
struct TMDBPersonListItemPayload: Encodable {
    let person: CataloguePeopleIndex.Person
    let id: Int

    private enum CodingKeys: String, CodingKey {
        case adult
        case gender
        case id
        case knownFor = "known_for"
        case knownForDepartment = "known_for_department"
        case name
        case originalName = "original_name"
        case popularity
        case profilePath = "profile_path"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(false, forKey: .adult)
        try container.encode(person.gender, forKey: .gender)
        try container.encode(id, forKey: .id)
        let films = Dictionary(person.credits.map { ($0.movie.id, $0.movie) }, uniquingKeysWith: { first, _ in first }).values
        let knownFor = CatalogueRankings.popular(Array(films)).prefix(3)
        try container.encode(knownFor.map { TMDBMovieListItemPayload(movie: $0, includesMediaType: true) }, forKey: .knownFor)
        try container.encode(person.knownForDepartment, forKey: .knownForDepartment)
        try container.encode(person.name, forKey: .name)
        try container.encode(person.name, forKey: .originalName)
        try container.encode(person.popularity, forKey: .popularity)
        try container.encodeNil(forKey: .profilePath)
    }
}
