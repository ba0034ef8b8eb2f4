import MoviesDomain

/// TMDB's `movie/{id}` answer, with `credits`, `recommendations` and the
/// facts (`videos`, `release_dates`, `external_ids`, `keywords`,
/// `watch/providers`, `reviews`) when `append_to_response` asked for them.
/// A part that is missing or unreadable is `nil`: it costs that part, never
/// the details.
package struct MovieDetailsResponseDTO: Decodable, Equatable, Sendable {
    package struct GenreDTO: Decodable, Equatable, Sendable {
        package let id: Int?
        package let name: String

        private enum CodingKeys: String, CodingKey {
            case id, name
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = container.decodeLenientInt(forKey: .id)
            name = try container.decode(String.self, forKey: .name)
        }
    }

    package struct CreditsDTO: Decodable, Equatable, Sendable {
        package let cast: [CastDTO]
        package let crew: [CrewDTO]

        private enum CodingKeys: String, CodingKey {
            case cast
            case crew
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            cast = try container.decodeIfPresent(LossyList<CastDTO>.self, forKey: .cast)?.elements ?? []
            crew = try container.decodeIfPresent(LossyList<CrewDTO>.self, forKey: .crew)?.elements ?? []
        }
    }

    package struct CastDTO: Decodable, Equatable, Sendable {
        /// TMDB's person id; the embedded catalogue sends `null` for people it cannot link.
        package let id: Int?
        package let name: String
        package let character: String?
        /// Billing position; lower is more prominent.
        package let order: Int?

        private enum CodingKeys: String, CodingKey {
            case id, name, character, order
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = container.decodeLenientInt(forKey: .id)
            name = try container.decode(String.self, forKey: .name)
            character = container.decodeLenientString(forKey: .character)
            order = container.decodeLenientInt(forKey: .order)
        }
    }

    package struct CrewDTO: Decodable, Equatable, Sendable {
        package let id: Int?
        package let name: String
        package let job: String?

        private enum CodingKeys: String, CodingKey {
            case id, name, job
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = container.decodeLenientInt(forKey: .id)
            name = try container.decode(String.self, forKey: .name)
            job = container.decodeLenientString(forKey: .job)
        }
    }

    package struct CollectionDTO: Decodable, Equatable, Sendable {
        package let id: Int
        package let name: String

        private enum CodingKeys: String, CodingKey {
            case id, name
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decodeRequiredInt(forKey: .id, failure: "no collection id")
            name = container.decodeLenientString(forKey: .name) ?? ""
        }
    }

    /// The fields a details answer shares with a search result, read from the same object.
    package let movie: MovieDTO
    package let runtime: Int?
    package let genres: [GenreDTO]?
    package let tagline: String?
    package let status: String?
    package let credits: CreditsDTO?
    /// `nil` when the answer was asked for without `recommendations`.
    package let recommendations: MoviesResponseDTO?
    package let collection: CollectionDTO?
    /// The top-level `imdb_id` of every details answer.
    package let imdbID: String?
    package let videos: MovieVideosDTO?
    package let releaseDates: ReleaseDatesDTO?
    package let externalIDs: ExternalIDsDTO?
    package let keywords: MovieKeywordsDTO?
    package let watchProviders: WatchProvidersDTO?
    package let reviews: ReviewsResponseDTO?

    private enum CodingKeys: String, CodingKey {
        case runtime
        case genres
        case tagline
        case status
        case credits
        case recommendations
        case collection = "belongs_to_collection"
        case imdbID = "imdb_id"
        case videos
        case releaseDates = "release_dates"
        case externalIDs = "external_ids"
        case keywords
        case watchProviders = "watch/providers"
        case reviews
    }

    package init(from decoder: any Decoder) throws {
        movie = try MovieDTO(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        runtime = container.decodeLenientInt(forKey: .runtime)
        genres = container.decodeLossyList(GenreDTO.self, forKey: .genres)
        tagline = container.decodeLenientString(forKey: .tagline)
        status = container.decodeLenientString(forKey: .status)
        credits = (try? container.decodeIfPresent(CreditsDTO.self, forKey: .credits)) ?? nil
        recommendations = (try? container.decodeIfPresent(MoviesResponseDTO.self, forKey: .recommendations)) ?? nil
        collection = (try? container.decodeIfPresent(CollectionDTO.self, forKey: .collection)) ?? nil
        imdbID = container.decodeLenientString(forKey: .imdbID)
        videos = (try? container.decodeIfPresent(MovieVideosDTO.self, forKey: .videos)) ?? nil
        releaseDates = (try? container.decodeIfPresent(ReleaseDatesDTO.self, forKey: .releaseDates)) ?? nil
        externalIDs = (try? container.decodeIfPresent(ExternalIDsDTO.self, forKey: .externalIDs)) ?? nil
        keywords = (try? container.decodeIfPresent(MovieKeywordsDTO.self, forKey: .keywords)) ?? nil
        watchProviders = (try? container.decodeIfPresent(WatchProvidersDTO.self, forKey: .watchProviders)) ?? nil
        reviews = (try? container.decodeIfPresent(ReviewsResponseDTO.self, forKey: .reviews)) ?? nil
    }
}

extension MovieDetailsResponseDTO {
    /// How many billed actors the details screen lists.
    static let castLimit = 15

    package func toDomain() -> MovieDetails {
        MovieDetails(
            movie: movie.toDomain(),
            // TMDB sends 0 when it does not know the running time; the longest
            // films run for days, not years.
            runtimeMinutes: runtime.flatMap { (1...100_000).contains($0) ? $0 : nil },
            genres: (genres ?? []).map(\.name).filter { !$0.isEmpty },
            tagline: tagline.nonEmpty,
            status: status.nonEmpty,
            crew: namedCrew,
            cast: billedCast,
            recommendations: recommendations?.toDomain().movies,
            collection: collection.map { MovieCollectionReference(id: $0.id, name: $0.name) },
            facts: facts
        )
    }

    /// The parts the answer carried; the IMDb id from `external_ids`, else
    /// the details' own `imdb_id`.
    private var facts: MovieFacts {
        MovieFacts(
            watchProviders: watchProviders?.toDomain(),
            videos: videos?.toDomain(),
            releases: releaseDates?.toDomain(),
            imdbID: (externalIDs?.imdbID).flatMap(IMDbID.init) ?? imdbID.flatMap(IMDbID.init),
            keywords: keywords?.toDomain(),
            reviews: reviews?.toDomain(requestedPage: 1)
        )
    }

    /// The jobs the details screen names, in the order it names them.
    static let namedJobs = ["Director", "Screenplay", "Writer", "Story", "Novel", "Original Music Composer", "Director of Photography"]

    /// The crew worth naming, directors first, each person once per job, in TMDB's order within a job.
    private var namedCrew: [CrewMember] {
        var seen: Set<String> = []
        let crew = credits?.crew ?? []
        return Self.namedJobs.flatMap { job in
            crew.filter { $0.job == job }
                .filter { seen.insert("\($0.name)\u{0}\(job)").inserted }
                .map { CrewMember(personID: $0.id, name: $0.name, job: job) }
        }
    }

    /// The top of the billing; entries without an order go last, keeping TMDB's order among equals.
    private var billedCast: [CastMember] {
        (credits?.cast ?? [])
            .enumerated()
            .sorted { ($0.element.order ?? Int.max, $0.offset) < ($1.element.order ?? Int.max, $1.offset) }
            .prefix(Self.castLimit)
            .map { CastMember(personID: $0.element.id, name: $0.element.name, character: $0.element.character.nonEmpty) }
    }
}
