/// The fields every person carries in TMDB v3's answers (a `search/person`
/// result, a `person/{id}` answer, a film's cast and crew); each payload adds
/// its own beside them, `original_name` included where TMDB sends it (not on
/// a person's own page).
struct TMDBPersonSharedFields: Encodable {
    let name: String
    /// `nil` for a name in a film's credits that the catalogue links to no one.
    let person: CataloguePeopleIndex.Person?
    /// `nil` where the catalogue links no one: the key is sent with null.
    let id: Int?

    /// A linked person, answered by their TMDB id.
    init(_ person: CataloguePeopleIndex.Person, id: Int) {
        name = person.name
        self.person = person
        self.id = id
    }

    /// A name in a film's credits, and the person it links to, if any.
    init(name: String, person: CataloguePeopleIndex.Person?) {
        self.name = name
        self.person = person
        id = person?.id
    }

    private enum CodingKeys: String, CodingKey {
        case adult
        case gender
        case id
        case knownForDepartment = "known_for_department"
        case name
        case popularity
        case profilePath = "profile_path"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(false, forKey: .adult)
        try container.encode(person?.gender ?? 0, forKey: .gender)
        // An unlinked person keeps the key with null: the catalogue never guesses an id.
        try container.encode(id, forKey: .id)
        try container.encode(person?.knownForDepartment ?? "Acting", forKey: .knownForDepartment)
        try container.encode(name, forKey: .name)
        try container.encode(person?.popularity ?? 0, forKey: .popularity)
        try container.encodeNil(forKey: .profilePath)
    }
}
