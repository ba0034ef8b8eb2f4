import MoviesDomain

/// TMDB's `release_dates` part of a film's details: per country, its releases
/// with type and certification.
package struct ReleaseDatesDTO: Decodable, Equatable, Sendable {
    package let results: [CountryDTO]

    private enum CodingKeys: String, CodingKey {
        case results
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        results = container.decodeLossyList(CountryDTO.self, forKey: .results) ?? []
    }

    package struct CountryDTO: Decodable, Equatable, Sendable {
        package let country: String
        package let releases: [ReleaseDTO]

        private enum CodingKeys: String, CodingKey {
            case country = "iso_3166_1"
            case releases = "release_dates"
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            country = try container.decode(String.self, forKey: .country)
            releases = container.decodeLossyList(ReleaseDTO.self, forKey: .releases) ?? []
        }
    }

    /// One release; without a type it says nothing the rules can use, and is skipped.
    package struct ReleaseDTO: Decodable, Equatable, Sendable {
        package let type: Int
        package let certification: String?
        package let releaseDate: String?
        package let note: String?

        private enum CodingKeys: String, CodingKey {
            case type, certification, note
            case releaseDate = "release_date"
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            type = try container.decodeRequiredInt(forKey: .type, failure: "no release type")
            certification = container.decodeLenientString(forKey: .certification)
            releaseDate = container.decodeLenientString(forKey: .releaseDate)
            note = container.decodeLenientString(forKey: .note)
        }
    }
}

extension ReleaseDatesDTO {
    package func toDomain() -> [CountryReleases] {
        results.compactMap { country in
            let code = country.country.uppercased()
            guard code.utf8.count == 2 else { return nil }
            return CountryReleases(country: code, releases: country.releases.map { release in
                MovieRelease(
                    type: ReleaseType(tmdbValue: release.type),
                    certification: release.certification.nonEmpty,
                    // `1999-01-01T00:00:00.000Z`: the day is the first ten characters.
                    date: release.releaseDate.flatMap { ReleaseDate(iso8601: String($0.prefix(10))) },
                    note: release.note.nonEmpty
                )
            })
        }
    }
}

extension ReleaseDatesDTO {
    /// As `init(from:)` reads it, from `PlainJSONReader`'s value; `nil` where
    /// that init throws.
    init?(plainJSON value: PlainJSONValue) {
        guard let members = PlainJSONLeniency.object(value) else { return nil }
        results = PlainJSONLeniency.list(members["results"], CountryDTO.init(plainJSON:)) ?? []
    }
}

extension ReleaseDatesDTO.CountryDTO {
    init?(plainJSON value: PlainJSONValue) {
        guard let members = PlainJSONLeniency.object(value), let country = PlainJSONLeniency.string(members["iso_3166_1"]) else { return nil }
        self.country = country
        releases = PlainJSONLeniency.list(members["release_dates"], ReleaseDatesDTO.ReleaseDTO.init(plainJSON:)) ?? []
    }
}

extension ReleaseDatesDTO.ReleaseDTO {
    init?(plainJSON value: PlainJSONValue) {
        guard let members = PlainJSONLeniency.object(value), let type = PlainJSONLeniency.int(members["type"]) else { return nil }
        self.type = type
        certification = PlainJSONLeniency.string(members["certification"])
        releaseDate = PlainJSONLeniency.string(members["release_date"])
        note = PlainJSONLeniency.string(members["note"])
    }
}
