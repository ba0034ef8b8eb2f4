import MoviesPresentation

/// `movies person --json`: who they are and their films, with TMDB's field
/// names; each film holds its own fields and the parts the person had in it.
/// `films_left_out` appears only when a filmography was cut (see
/// `PersonContentViewModel.filmLimit`).
struct JSONPersonOutput: Encodable, Sendable {
    let content: PersonContentViewModel
    let source: JSONDataSourceOutput?

    private enum CodingKeys: String, CodingKey {
        case id, name, biography, birthday, deathday, credits, source
        case knownForDepartment = "known_for_department"
        case placeOfBirth = "place_of_birth"
        case filmsLeftOut = "films_left_out"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(content.id, forKey: .id)
        try container.encode(content.name, forKey: .name)
        try container.encode(content.knownForDepartment, forKey: .knownForDepartment)
        try container.encode(content.birthday, forKey: .birthday)
        try container.encode(content.deathday, forKey: .deathday)
        try container.encode(content.placeOfBirth, forKey: .placeOfBirth)
        try container.encode(content.biography, forKey: .biography)
        try container.encode(content.credits.map(JSONPersonCreditOutput.init), forKey: .credits)
        if content.filmsLeftOut > 0 { try container.encode(content.filmsLeftOut, forKey: .filmsLeftOut) }
        try container.encode(source, forKey: .source)
    }
}

/// One film of a filmography in JSON output.
struct JSONPersonCreditOutput: Encodable, Sendable {
    let credit: PersonCreditItemViewModel

    private enum CodingKeys: String, CodingKey {
        case parts
    }

    private enum PartKeys: String, CodingKey {
        case character, job, department
    }

    func encode(to encoder: any Encoder) throws {
        try JSONMovieOutput(record: credit.record).encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        var parts = container.nestedUnkeyedContainer(forKey: .parts)
        for part in credit.parts {
            var nested = parts.nestedContainer(keyedBy: PartKeys.self)
            try nested.encodeIfPresent(part.character, forKey: .character)
            try nested.encodeIfPresent(part.job, forKey: .job)
            try nested.encode(part.department, forKey: .department)
        }
    }
}
