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
        package let name: String
        package let character: String?
        /// Billing position; lower is more prominent.
        package let order: Int?

        private enum CodingKeys: String, CodingKey {
            case name, character, order
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            character = container.decodeLenientString(forKey: .character)
            order = container.decodeLenientInt(forKey: .order)
        }
    }

    package struct CrewDTO: Decodable, Equatable, Sendable {
        package let name: String
        package let job: String?

        private enum CodingKeys: String, CodingKey {
            case name, job
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            job = container.decodeLenientString(forKey: .job)
        }
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
        runtime = container.decodeLenientInt(forKey: .runtime)
        genres = (try? container.decodeIfPresent(LossyList<GenreDTO>.self, forKey: .genres))??.elements
        tagline = container.decodeLenientString(forKey: .tagline)
        status = container.decodeLenientString(forKey: .status)
        credits = (try? container.decodeIfPresent(CreditsDTO.self, forKey: .credits)) ?? nil
    }
}

extension MovieDetailsResponseDTO {
    /// How many billed actors the details screen lists.
    static let castLimit = 10

    package func toDomain() -> MovieDetails {
        MovieDetails(
            movie: movie.toDomain(),
            // TMDB sends 0 when it does not know the running time; the longest
            // films run for days, not years.
            runtimeMinutes: runtime.flatMap { (1...100_000).contains($0) ? $0 : nil },
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
