#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MoviesDomain

/// A page of TMDB `search/movie` results.
package struct MoviesResponseDTO: Decodable, Equatable, Sendable {
    package let page: Int
    package let totalPages: Int
    package let totalResults: Int
    package let movies: [MovieDTO]

    private enum CodingKeys: String, CodingKey {
        case page
        case totalPages = "total_pages"
        case totalResults = "total_results"
        case movies = "results"
    }

    package init(page: Int, totalPages: Int, totalResults: Int, movies: [MovieDTO]) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.movies = movies
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        page = try container.decode(Int.self, forKey: .page)
        movies = try container.decodeIfPresent(LossyList<MovieDTO>.self, forKey: .movies)?.elements ?? []
        // Totals only drive paging; when they are missing the page itself is
        // the best estimate, rather than a reason to reject good results.
        totalResults = try container.decodeIfPresent(Int.self, forKey: .totalResults) ?? movies.count
        totalPages = try container.decodeIfPresent(Int.self, forKey: .totalPages) ?? page
    }
}

extension MoviesResponseDTO {
    package func toDomain() -> MoviesPage {
        MoviesPage(
            page: page,
            totalPages: totalPages,
            totalResults: totalResults,
            movies: movies.map { $0.toDomain() }
        )
    }
}
