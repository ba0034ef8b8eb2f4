import MoviesDomain

/// TMDB's `person/{id}` answer with `append_to_response=movie_credits`.
package struct PersonDetailsResponseDTO: Decodable, Equatable, Sendable {
    /// One film of a filmography: the film's fields and what they did in it.
    package struct CreditDTO: Decodable, Equatable, Sendable {
        package let movie: MovieDTO
        package let character: String?
        package let job: String?
        package let department: String?

        private enum CodingKeys: String, CodingKey {
            case character, job, department
        }

        package init(from decoder: any Decoder) throws {
            movie = try MovieDTO(from: decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            character = container.decodeLenientString(forKey: .character)
            job = container.decodeLenientString(forKey: .job)
            department = container.decodeLenientString(forKey: .department)
        }
    }

    package struct CreditsDTO: Decodable, Equatable, Sendable {
        package let cast: [CreditDTO]
        package let crew: [CreditDTO]

        private enum CodingKeys: String, CodingKey {
            case cast, crew
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            cast = container.decodeLossyList(CreditDTO.self, forKey: .cast) ?? []
            crew = container.decodeLossyList(CreditDTO.self, forKey: .crew) ?? []
        }
    }

    package let id: Int
    package let name: String
    package let biography: String?
    package let birthday: String?
    package let deathday: String?
    package let placeOfBirth: String?
    package let knownForDepartment: String?
    package let profilePath: String?
    package let credits: CreditsDTO?

    private enum CodingKeys: String, CodingKey {
        case id, name, biography, birthday, deathday
        case placeOfBirth = "place_of_birth"
        case knownForDepartment = "known_for_department"
        case profilePath = "profile_path"
        case credits = "movie_credits"
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeRequiredInt(forKey: .id, failure: "the person has no usable id")
        name = container.decodeLenientString(forKey: .name) ?? ""
        biography = container.decodeLenientString(forKey: .biography)
        birthday = container.decodeLenientString(forKey: .birthday)
        deathday = container.decodeLenientString(forKey: .deathday)
        placeOfBirth = container.decodeLenientString(forKey: .placeOfBirth)
        knownForDepartment = container.decodeLenientString(forKey: .knownForDepartment)
        profilePath = container.decodeLenientString(forKey: .profilePath)
        credits = (try? container.decodeIfPresent(CreditsDTO.self, forKey: .credits)) ?? nil
    }
}

extension PersonDetailsResponseDTO {
    package func toDomain() -> PersonDetails {
        // One array, filled once: a filmography may hold hundreds of thousands of credits.
        var all: [PersonCredit] = []
        all.reserveCapacity((credits?.cast.count ?? 0) + (credits?.crew.count ?? 0))
        for credit in credits?.cast ?? [] {
            all.append(PersonCredit(movie: credit.movie.toDomain(), role: .cast(character: credit.character.nonEmpty)))
        }
        for credit in credits?.crew ?? [] {
            all.append(PersonCredit(movie: credit.movie.toDomain(), role: .crew(job: credit.job.nonEmpty ?? "Crew", department: credit.department.nonEmpty)))
        }
        return PersonDetails(
            person: Person(id: id, name: name, knownForDepartment: knownForDepartment.nonEmpty, profilePath: profilePath.nonEmpty),
            biography: biography ?? "",
            birthday: birthday.flatMap { ReleaseDate(iso8601: $0) },
            deathday: deathday.flatMap { ReleaseDate(iso8601: $0) },
            placeOfBirth: placeOfBirth.nonEmpty,
            credits: Self.newestFirst(all)
        )
    }

    /// Newest first; undated films (announced, unreleased) last; TMDB's order among equals.
    /// Sorts positions, not credits, so that the sort moves 8 bytes a step
    /// rather than whole credits.
    static func newestFirst(_ credits: [PersonCredit]) -> [PersonCredit] {
        credits.indices.sorted { lhs, rhs in
            switch (credits[lhs].movie.releaseDate, credits[rhs].movie.releaseDate) {
            case let (left?, right?) where left != right: return left > right
            case (.some, nil): return true
            case (nil, .some): return false
            default: return lhs < rhs
            }
        }.map { credits[$0] }
    }
}
