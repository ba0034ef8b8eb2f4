import MoviesDomain

/// The shape of MoviesData's `MoviesResponseDTO` and `MovieDTO`, field for
/// field, with the same element-by-element tolerant list.
///
/// Those types are `package`-visible, which ends at the app's package, so the
/// benchmark decodes this mirror with the same `JSONDecoder` the app uses and
/// maps to the same domain `Movie`. Keep it in step when the DTOs change.
struct SearchPageMirror: Decodable {
    let page: Int
    let totalPages: Int
    let totalResults: Int
    let movies: [MovieMirror]

    private enum CodingKeys: String, CodingKey {
        case page
        case totalPages = "total_pages"
        case totalResults = "total_results"
        case movies = "results"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        page = try container.decode(Int.self, forKey: .page)
        movies = try container.decodeIfPresent(TolerantList<MovieMirror>.self, forKey: .movies)?.elements ?? []
        totalResults = try container.decodeIfPresent(Int.self, forKey: .totalResults) ?? movies.count
        totalPages = try container.decodeIfPresent(Int.self, forKey: .totalPages) ?? page
    }

    func toDomain() -> MoviesPage {
        MoviesPage(page: page, totalPages: totalPages, totalResults: totalResults, movies: movies.map { $0.toDomain() })
    }
}

/// The mirror of `MovieDTO`.
struct MovieMirror: Decodable {
    let id: Int
    let title: String?
    let originalTitle: String?
    let originalLanguage: String?
    let overview: String?
    let releaseDate: String?
    let posterPath: String?
    let voteAverage: Double?
    let voteCount: Int?
    let genreIDs: [Int]?

    private enum CodingKeys: String, CodingKey {
        case id, title, overview
        case originalTitle = "original_title"
        case originalLanguage = "original_language"
        case releaseDate = "release_date"
        case posterPath = "poster_path"
        case voteAverage = "vote_average"
        case voteCount = "vote_count"
        case genreIDs = "genre_ids"
    }

    func toDomain() -> Movie {
        let original = originalTitle.flatMap { $0.isEmpty ? nil : $0 }
        return Movie(
            id: id,
            title: title.flatMap { $0.isEmpty ? nil : $0 } ?? original ?? "",
            originalTitle: original,
            originalLanguage: originalLanguage.flatMap { $0.isEmpty ? nil : $0 },
            overview: overview ?? "",
            releaseDate: releaseDate.flatMap { ReleaseDate(iso8601: $0) },
            posterPath: posterPath.flatMap { $0.isEmpty ? nil : $0 },
            voteAverage: voteAverage,
            voteCount: voteCount
        )
    }
}

/// The mirror of MoviesData's `LossyList`: a bad element costs one row.
struct TolerantList<Element: Decodable>: Decodable {
    let elements: [Element]

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        while !container.isAtEnd {
            if try container.decodeNil() { continue }
            if let element = try? container.decode(Element.self) {
                elements.append(element)
            } else {
                _ = try container.decode(SkippedValue.self)
            }
        }
        self.elements = elements
    }

    private struct SkippedValue: Decodable {
        init(from decoder: any Decoder) throws {}
    }
}
