import MoviesDomain

/// TMDB's `collection/{id}` answer.
package struct MovieCollectionResponseDTO: Decodable, Equatable, Sendable {
    package let id: Int
    package let name: String
    package let parts: [MovieDTO]
    package let skippedCount: Int

    private enum CodingKeys: String, CodingKey {
        case id, name, parts
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeRequiredInt(forKey: .id, failure: "the collection has no usable id")
        name = container.decodeLenientString(forKey: .name) ?? ""
        let parts = try container.decodeIfPresent(LossyList<MovieDTO>.self, forKey: .parts)
        self.parts = parts?.elements ?? []
        skippedCount = parts?.skippedCount ?? 0
    }
}

extension MovieCollectionResponseDTO {
    /// The collection as the one page of a list of films, headed by its name;
    /// the parts in release order, undated last (TMDB promises no order).
    package func toMoviesPage() -> MoviesPage {
        let movies = parts.map { $0.toDomain() }.enumerated().sorted { lhs, rhs in
            switch (lhs.element.releaseDate, rhs.element.releaseDate) {
            case let (left?, right?) where left != right: return left < right
            case (.some, nil): return true
            case (nil, .some): return false
            default: return lhs.offset < rhs.offset
            }
        }.map(\.element)
        return MoviesPage(
            page: 1, totalPages: 1, totalResults: movies.count, movies: movies,
            skippedCount: skippedCount, heading: name.isEmpty ? nil : name
        )
    }
}
