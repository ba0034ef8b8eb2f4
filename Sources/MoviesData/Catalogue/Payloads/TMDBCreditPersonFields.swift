/// The fields every person in a film's credits carries, in TMDB v3's shape; cast and
/// crew entries add their own beside them.
struct TMDBCreditPersonFields: Encodable {
    let person: CataloguePeopleIndex.Person?
    let name: String
    let creditID: String

    private enum CodingKeys: String, CodingKey {
        case adult
        case creditID = "credit_id"
        case gender
        case id
        case knownForDepartment = "known_for_department"
        case name
        case originalName = "original_name"
        case popularity
        case profilePath = "profile_path"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(false, forKey: .adult)
        try container.encode(creditID, forKey: .creditID)
        try container.encode(person?.gender ?? 0, forKey: .gender)
        // An unlinked person keeps the key with null: the catalogue never guesses an id.
        try container.encode(person?.id, forKey: .id)
        try container.encode(person?.knownForDepartment ?? "Acting", forKey: .knownForDepartment)
        try container.encode(name, forKey: .name)
        try container.encode(name, forKey: .originalName)
        try container.encode(person?.popularity ?? 0, forKey: .popularity)
        try container.encodeNil(forKey: .profilePath)
    }
}
