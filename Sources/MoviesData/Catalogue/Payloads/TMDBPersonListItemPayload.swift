/// One person in a `search/person` answer, in TMDB v3's shape, with the three most
/// popular of their films as `known_for`.
struct TMDBPersonListItemPayload: Encodable {
    let person: CataloguePeopleIndex.Person
    let id: Int

    private enum CodingKeys: String, CodingKey {
        case knownFor = "known_for"
        case originalName = "original_name"
    }

    func encode(to encoder: any Encoder) throws {
        try TMDBPersonSharedFields(person, id: id).encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        let films = Dictionary(person.credits.map { ($0.movie.id, $0.movie) }, uniquingKeysWith: { first, _ in first }).values
        let knownFor = CatalogueRankings.popular(Array(films)).prefix(3)
        try container.encode(knownFor.map { TMDBMovieListItemPayload(movie: $0, includesMediaType: true) }, forKey: .knownFor)
        try container.encode(person.name, forKey: .originalName)
    }
}
