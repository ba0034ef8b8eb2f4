import MoviesPresentation

/// `movies details --json`: the full details of one film, the film's own
/// fields beside the details as TMDB puts them.
struct JSONMovieDetailsOutput: Encodable, Sendable {
    let record: MovieDetailsRecordViewModel
    let source: JSONDataSourceOutput?

    func encode(to encoder: any Encoder) throws {
        try JSONMovieOutput(record: record.movie).encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(record.runtimeMinutes, forKey: .runtime)
        try container.encode(record.genres, forKey: .genres)
        try container.encode(record.tagline, forKey: .tagline)
        try container.encode(record.status, forKey: .status)
        try container.encode(record.directors, forKey: .directors)
        try container.encode(record.cast.map(JSONCastMemberOutput.init), forKey: .cast)
        try container.encode(source, forKey: .source)
    }

    private enum CodingKeys: String, CodingKey {
        case runtime, genres, tagline, status, directors, cast, source
    }
}

/// One billed actor in JSON output.
struct JSONCastMemberOutput: Encodable, Sendable {
    let name: String
    let character: String?

    init(_ member: MovieDetailsRecordViewModel.CastMemberRecord) {
        name = member.name
        character = member.character
    }
}
