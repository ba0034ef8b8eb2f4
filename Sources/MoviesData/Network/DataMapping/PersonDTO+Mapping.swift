import MoviesDomain

/// One person in TMDB's `search/person` results.
package struct PersonDTO: Decodable, Equatable, Sendable {
    package let id: Int
    package let name: String
    package let knownForDepartment: String?
    package let profilePath: String?
    /// The films and shows they are known for; only their titles are kept.
    package let knownFor: [KnownForDTO]

    private enum CodingKeys: String, CodingKey {
        case id, name
        case knownForDepartment = "known_for_department"
        case profilePath = "profile_path"
        case knownFor = "known_for"
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard let id = container.decodeLenientInt(forKey: .id), let name = container.decodeLenientString(forKey: .name) else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: container, debugDescription: "the person has no usable id or name")
        }
        self.id = id
        self.name = name
        knownForDepartment = container.decodeLenientString(forKey: .knownForDepartment)
        profilePath = container.decodeLenientString(forKey: .profilePath)
        knownFor = container.decodeLossyList(KnownForDTO.self, forKey: .knownFor) ?? []
    }
}

extension PersonDTO {
    package func toDomain() -> Person {
        Person(
            id: id,
            name: name,
            knownForDepartment: knownForDepartment.nonEmpty,
            profilePath: profilePath.nonEmpty,
            knownFor: knownFor.map { $0.toDomain() }
        )
    }
}

/// A page of TMDB's `search/person` results.
package struct PeopleResponseDTO: Decodable, Equatable, Sendable {
    package let page: Int
    package let totalPages: Int
    package let totalResults: Int
    package let people: [PersonDTO]

    private enum CodingKeys: String, CodingKey {
        case page
        case totalPages = "total_pages"
        case totalResults = "total_results"
        case people = "results"
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        try container.requireAnyKey(.page, failure: "not a page of results")
        people = (try container.decodeIfPresent(LossyList<PersonDTO>.self, forKey: .people))?.elements ?? []
        page = container.decodeLenientInt(forKey: .page) ?? 1
        totalResults = container.decodeLenientInt(forKey: .totalResults) ?? people.count
        totalPages = container.decodeLenientInt(forKey: .totalPages) ?? page
    }
}

extension PeopleResponseDTO {
    package func toDomain(requestedPage: Int) -> PeoplePage {
        PeoplePage(
            page: requestedPage,
            totalPages: MoviesResponseDTO.servedPages(stated: totalPages, page: requestedPage, sent: people.count),
            totalResults: max(0, totalResults, people.count),
            people: people.map { $0.toDomain() }
        )
    }
}
