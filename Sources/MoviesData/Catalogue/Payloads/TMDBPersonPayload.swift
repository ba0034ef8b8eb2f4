/// A `person/{id}` answer, in TMDB v3's shape, with `movie_credits` when asked for.
struct TMDBPersonPayload: Encodable {
    let person: CataloguePeopleIndex.Person
    /// Only linked people are answered, so the id is known.
    let id: Int
    var movieCredits: TMDBPersonMovieCreditsPayload?

    private enum CodingKeys: String, CodingKey {
        case adult
        case alsoKnownAs = "also_known_as"
        case biography
        case birthday
        case deathday
        case gender
        case homepage
        case id
        case imdbID = "imdb_id"
        case knownForDepartment = "known_for_department"
        case movieCredits = "movie_credits"
        case name
        case placeOfBirth = "place_of_birth"
        case popularity
        case profilePath = "profile_path"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let entry = person.entry
        try container.encode(false, forKey: .adult)
        try container.encode([String](), forKey: .alsoKnownAs)
        // TMDB sends an empty biography rather than null when it has none.
        try container.encode(entry?.biography ?? "", forKey: .biography)
        try container.encode(entry?.birthday, forKey: .birthday)
        try container.encode(entry?.deathday, forKey: .deathday)
        try container.encode(person.gender, forKey: .gender)
        try container.encodeNil(forKey: .homepage)
        try container.encode(id, forKey: .id)
        try container.encodeNil(forKey: .imdbID)
        try container.encode(person.knownForDepartment, forKey: .knownForDepartment)
        try container.encodeIfPresent(movieCredits, forKey: .movieCredits)
        try container.encode(person.name, forKey: .name)
        try container.encode(entry?.placeOfBirth, forKey: .placeOfBirth)
        try container.encode(person.popularity, forKey: .popularity)
        try container.encodeNil(forKey: .profilePath)
    }
}
