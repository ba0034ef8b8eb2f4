#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MoviesDomain

/// TMDB's `movie/{id}` answer, with `credits` when `append_to_response=credits` was sent.
package struct MovieDetailsResponseDTO: Decodable, Equatable, Sendable {
    package struct GenreDTO: Decodable, Equatable, Sendable {
        package let id: Int?
        package let name: String
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
        package let name: String
        package let character: String?
        /// Billing position; lower is more prominent.
        package let order: Int?
    }

    package struct CrewDTO: Decodable, Equatable, Sendable {
        package let name: String
        package let job: String?
    }

    /// The fields a details answer shares with a search result, read from the same object.
    package let movie: MovieDTO
    package let runtime: Int?
    package let genres: [GenreDTO]?
    package let tagline: String?
    package let status: String?
    package let credits: CreditsDTO?

    private enum CodingKeys: String, CodingKey {
        case runtime
        case genres
        case tagline
        case status
        case credits
    }

    package init(from decoder: any Decoder) throws {
        movie = try MovieDTO(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        runtime = try container.decodeIfPresent(Int.self, forKey: .runtime)
        genres = try container.decodeIfPresent([GenreDTO].self, forKey: .genres)
        tagline = try container.decodeIfPresent(String.self, forKey: .tagline)
        status = try container.decodeIfPresent(String.self, forKey: .status)
        credits = try container.decodeIfPresent(CreditsDTO.self, forKey: .credits)
    }
}

extension MovieDetailsResponseDTO {
    /// How many billed actors the details screen lists.
    static let castLimit = 10

    package func toDomain() -> MovieDetails {
        MovieDetails(
            movie: movie.toDomain(),
            // TMDB sends 0 when it does not know the running time.
            runtimeMinutes: runtime.flatMap { $0 > 0 ? $0 : nil },
            genres: (genres ?? []).map(\.name).filter { !$0.isEmpty },
            tagline: tagline.nonEmpty,
            status: status.nonEmpty,
            directors: directors,
            cast: billedCast
        )
    }

    /// Crew members credited as director, once each, in TMDB's order.
    private var directors: [String] {
        var seen: Set<String> = []
        return (credits?.crew ?? [])
            .filter { $0.job == "Director" }
            .map(\.name)
            .filter { seen.insert($0).inserted }
    }

    /// The top of the billing; entries without an order go last, keeping TMDB's order among equals.
    private var billedCast: [CastMember] {
        (credits?.cast ?? [])
            .enumerated()
            .sorted { ($0.element.order ?? Int.max, $0.offset) < ($1.element.order ?? Int.max, $1.offset) }
            .prefix(Self.castLimit)
            .map { CastMember(name: $0.element.name, character: $0.element.character.nonEmpty) }
    }
}
