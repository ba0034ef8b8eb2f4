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
        try container.encode(record.crew.map(JSONCrewMemberOutput.init), forKey: .crew)
        try container.encode(record.recommendations?.map(JSONMovieOutput.init(record:)), forKey: .recommendations)
        try container.encode(record.collection.map(JSONCollectionReferenceOutput.init), forKey: .collection)
        try container.encode(source, forKey: .source)
        let facts = record.facts
        try container.encode(facts.certification, forKey: .certification)
        try container.encode(facts.imdbID, forKey: .imdbID)
        try container.encode(facts.whereToWatch.map(JSONWatchOffersOutput.init), forKey: .watchProviders)
        try container.encode(facts.trailer.map(JSONVideoReferenceOutput.init), forKey: .trailer)
        try container.encode(facts.keywords, forKey: .keywords)
        try container.encode(facts.reviewCount, forKey: .reviewCount)
    }

    private enum CodingKeys: String, CodingKey {
        case runtime, genres, tagline, status, directors, cast, crew, recommendations, collection, source
        case certification, trailer, keywords
        case imdbID = "imdb_id"
        case watchProviders = "watch_providers"
        case reviewCount = "review_count"
    }
}

/// One billed actor in JSON output.
struct JSONCastMemberOutput: Encodable, Sendable {
    let id: Int?
    let name: String
    let character: String?

    init(_ member: MovieDetailsRecordViewModel.CastMemberRecord) {
        id = member.id
        name = member.name
        character = member.character
    }
}

/// One credited job behind the camera in JSON output.
struct JSONCrewMemberOutput: Encodable, Sendable {
    let id: Int?
    let name: String
    let job: String

    init(_ member: MovieDetailsRecordViewModel.CrewMemberRecord) {
        id = member.id
        name = member.name
        job = member.job
    }
}

/// The collection a film belongs to, in JSON output.
struct JSONCollectionReferenceOutput: Encodable, Sendable {
    let id: Int
    let name: String

    init(_ collection: MovieDetailsRecordViewModel.CollectionRecord) {
        id = collection.id
        name = collection.name
    }
}
