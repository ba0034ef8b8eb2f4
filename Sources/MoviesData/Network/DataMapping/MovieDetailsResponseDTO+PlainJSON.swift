#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension MovieDetailsResponseDTO {
    /// The details `data` holds, read by `PlainJSONReader` with the rules of
    /// `init(from:)`, part by part; `nil` whenever that reader gives up or a
    /// value could be read two ways, and for what is not a film, where
    /// `JSONDecoder` says why.
    ///
    /// Why: `JSONDecoder` pays the runtime a conformance look-up (a scan of
    /// every conformance in the binary) for each type it meets first, and the
    /// details with their facts are some twenty types — about 8 M instructions
    /// of a cached details run, against 4 M for everything else it does.
    init?(plainJSON data: Data) {
        guard let value = data.withUnsafeBytes({ PlainJSONReader.value(of: $0.bindMemory(to: UInt8.self)) }),
              case .object(let members) = value,
              case .movie(let movie) = MovieDTO.read(plainJSON: value)
        else { return nil }
        switch members["recommendations"].map(MoviesResponseDTO.read(plainJSON:)) {
        case .page(let page)?: recommendations = page
        case .undecided?: return nil
        case .notAPage?, nil: recommendations = nil
        }
        self.movie = movie
        runtime = PlainJSONLeniency.int(members["runtime"])
        genres = PlainJSONLeniency.list(members["genres"], GenreDTO.init(plainJSON:))
        tagline = PlainJSONLeniency.string(members["tagline"])
        status = PlainJSONLeniency.string(members["status"])
        credits = members["credits"].flatMap(CreditsDTO.init(plainJSON:))
        collection = members["belongs_to_collection"].flatMap(CollectionDTO.init(plainJSON:))
        imdbID = PlainJSONLeniency.string(members["imdb_id"])
        videos = members["videos"].flatMap(MovieVideosDTO.init(plainJSON:))
        releaseDates = members["release_dates"].flatMap(ReleaseDatesDTO.init(plainJSON:))
        externalIDs = members["external_ids"].flatMap(ExternalIDsDTO.init(plainJSON:))
        keywords = members["keywords"].flatMap(MovieKeywordsDTO.init(plainJSON:))
        watchProviders = members["watch/providers"].flatMap(WatchProvidersDTO.init(plainJSON:))
        reviews = members["reviews"].flatMap(ReviewsResponseDTO.init(plainJSON:))
    }
}

extension MovieDetailsResponseDTO.GenreDTO {
    init?(plainJSON value: PlainJSONValue) {
        guard let members = PlainJSONLeniency.object(value), let name = PlainJSONLeniency.string(members["name"]) else { return nil }
        id = PlainJSONLeniency.int(members["id"])
        self.name = name
    }
}

extension MovieDetailsResponseDTO.CreditsDTO {
    /// `nil` where `init(from:)` throws: not an object, or `cast` or `crew`
    /// there but not a list.
    init?(plainJSON value: PlainJSONValue) {
        guard let members = PlainJSONLeniency.object(value) else { return nil }
        let cast = Self.list(members["cast"], MovieDetailsResponseDTO.CastDTO.init(plainJSON:))
        let crew = Self.list(members["crew"], MovieDetailsResponseDTO.CrewDTO.init(plainJSON:))
        guard let cast, let crew else { return nil }
        self.cast = cast
        self.crew = crew
    }

    /// `decodeIfPresent(LossyList<…>)` without `try?`: missing or null is
    /// empty, another value than a list is a failure (`nil`).
    private static func list<Element>(_ value: PlainJSONValue?, _ read: (PlainJSONValue) -> Element?) -> [Element]? {
        switch value {
        case nil, .null?: return []
        default: return PlainJSONLeniency.list(value, read)
        }
    }
}

extension MovieDetailsResponseDTO.CastDTO {
    init?(plainJSON value: PlainJSONValue) {
        guard let members = PlainJSONLeniency.object(value), let name = PlainJSONLeniency.string(members["name"]) else { return nil }
        id = PlainJSONLeniency.int(members["id"])
        self.name = name
        character = PlainJSONLeniency.string(members["character"])
        order = PlainJSONLeniency.int(members["order"])
    }
}

extension MovieDetailsResponseDTO.CrewDTO {
    init?(plainJSON value: PlainJSONValue) {
        guard let members = PlainJSONLeniency.object(value), let name = PlainJSONLeniency.string(members["name"]) else { return nil }
        id = PlainJSONLeniency.int(members["id"])
        self.name = name
        job = PlainJSONLeniency.string(members["job"])
    }
}

extension MovieDetailsResponseDTO.CollectionDTO {
    init?(plainJSON value: PlainJSONValue) {
        guard let members = PlainJSONLeniency.object(value), let id = PlainJSONLeniency.int(members["id"]) else { return nil }
        self.id = id
        name = PlainJSONLeniency.string(members["name"]) ?? ""
    }
}
