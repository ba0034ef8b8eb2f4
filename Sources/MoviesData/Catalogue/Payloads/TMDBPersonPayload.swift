/// A `person/{id}` answer, in TMDB v3's shape, with `movie_credits` when asked for.
struct TMDBPersonPayload: Encodable {
    let person: CataloguePeopleIndex.Person
    /// Only linked people are answered, so the id is known.
    let id: Int
    var movieCredits: TMDBPersonMovieCreditsPayload?

    private enum CodingKeys: String, CodingKey {
        case alsoKnownAs = "also_known_as"
        case biography
        case birthday
        case deathday
        case homepage
        case imdbID = "imdb_id"
        case movieCredits = "movie_credits"
        case placeOfBirth = "place_of_birth"
    }

    func encode(to encoder: any Encoder) throws {
        try TMDBPersonSharedFields(person, id: id).encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        let entry = person.entry
        try container.encode([String](), forKey: .alsoKnownAs)
        // TMDB sends an empty biography rather than null when it has none.
        try container.encode(entry?.biography ?? "", forKey: .biography)
        try container.encode(entry?.birthday, forKey: .birthday)
        try container.encode(entry?.deathday, forKey: .deathday)
        try container.encodeNil(forKey: .homepage)
        try container.encodeNil(forKey: .imdbID)
        try container.encodeIfPresent(movieCredits, forKey: .movieCredits)
        try container.encode(entry?.placeOfBirth, forKey: .placeOfBirth)
    }
}
