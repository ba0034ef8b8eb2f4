/// A `movie/{id}` answer, in TMDB v3's shape, with `credits` when they were asked for.
struct TMDBMovieDetailsPayload: Encodable {
    let movie: CatalogueMovie
    let includesCredits: Bool

    private enum CodingKeys: String, CodingKey {
        case credits
        case genres
        case imdbID = "imdb_id"
        case runtime
        case status
        case tagline
    }

    private struct Genre: Encodable {
        let id: Int
        let name: String
    }

    private struct Credits: Encodable {
        let cast: [CastEntry]
        let crew: [CrewEntry]
    }

    private struct CastEntry: Encodable {
        let name: String
        let originalName: String
        let character: String
        let order: Int
        let knownForDepartment = "Acting"

        private enum CodingKeys: String, CodingKey {
            case name
            case originalName = "original_name"
            case character
            case order
            case knownForDepartment = "known_for_department"
            case profilePath = "profile_path"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(originalName, forKey: .originalName)
            try container.encode(character, forKey: .character)
            try container.encode(order, forKey: .order)
            try container.encode(knownForDepartment, forKey: .knownForDepartment)
            try container.encodeNil(forKey: .profilePath)
        }
    }

    private struct CrewEntry: Encodable {
        let name: String
        let job = "Director"
        let department = "Directing"

        private enum CodingKeys: String, CodingKey {
            case name
            case originalName = "original_name"
            case job
            case department
            case profilePath = "profile_path"
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(name, forKey: .originalName)
            try container.encode(job, forKey: .job)
            try container.encode(department, forKey: .department)
            try container.encodeNil(forKey: .profilePath)
        }
    }

    func encode(to encoder: any Encoder) throws {
        // Both write into the same JSON object: the encoder hands out one keyed container per value.
        try TMDBMovieSharedFields(movie: movie).encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        if includesCredits {
            try container.encode(credits, forKey: .credits)
        }
        let genres = movie.genres.compactMap { name in
            CatalogueGenres.idsByName[name].map { Genre(id: $0, name: name) }
        }
        try container.encode(genres, forKey: .genres)
        try container.encodeNil(forKey: .imdbID)
        try container.encode(movie.runtime, forKey: .runtime)
        try container.encode(movie.status, forKey: .status)
        // TMDB sends an empty tagline rather than null when a film has none.
        try container.encode(movie.tagline ?? "", forKey: .tagline)
    }

    private var credits: Credits {
        Credits(
            cast: movie.cast.enumerated().map { index, credit in
                CastEntry(name: credit.name, originalName: credit.name, character: credit.character, order: index)
            },
            crew: movie.directors.map { CrewEntry(name: $0) }
        )
    }
}
