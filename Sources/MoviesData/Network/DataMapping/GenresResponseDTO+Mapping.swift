import MoviesDomain

/// TMDB's `genre/movie/list` answer.
package struct GenresResponseDTO: Decodable, Equatable, Sendable {
    package let genres: [MovieDetailsResponseDTO.GenreDTO]

    private enum CodingKeys: String, CodingKey {
        case genres
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        genres = try container.decode(LossyList<MovieDetailsResponseDTO.GenreDTO>.self, forKey: .genres).elements
    }
}

extension GenresResponseDTO {
    /// Genres with an id and a name; others cannot be filtered by.
    package func toDomain() -> [Genre] {
        genres.compactMap { genre in
            guard let id = genre.id, !genre.name.isEmpty else { return nil }
            return Genre(id: id, name: genre.name)
        }
    }
}
