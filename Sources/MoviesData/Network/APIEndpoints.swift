import Foundation
import MoviesDomain
import Networking

/// The TMDB v3 endpoints the app calls. Credentials are never added here:
/// the network configuration carries them.
package enum APIEndpoints {
    /// `GET 3/search/movie`: one page of films whose titles match `query`.
    /// - Parameters:
    ///   - query: The text is sent normalised, so equal searches are equal requests
    ///     (and share a cache entry); the year becomes `primary_release_year`.
    ///   - page: 1-based page number.
    ///   - language: An IETF tag such as `fr-FR`, or `nil` for TMDB's default.
    package static func searchMovies(query: MovieQuery, page: Int, language: String?) -> Endpoint<MoviesResponseDTO> {
        var parameters = [
            "query": query.normalizedText,
            "page": String(page),
            "include_adult": "false",
        ]
        if let language { parameters["language"] = language }
        if let year = query.year { parameters["primary_release_year"] = String(year) }
        return Endpoint(path: "3/search/movie", queryParameters: parameters)
    }

    /// `GET 3/movie/{id}` with the credits folded into the same answer.
    package static func movieDetails(id: Movie.Identifier, language: String?) -> Endpoint<MovieDetailsResponseDTO> {
        var parameters = ["append_to_response": "credits"]
        if let language { parameters["language"] = language }
        return Endpoint(path: "3/movie/\(id)", queryParameters: parameters)
    }

    /// `GET 3/configuration`: the image base URL and poster sizes.
    package static func configuration() -> Endpoint<TMDBConfigurationDTO> {
        Endpoint(path: "3/configuration")
    }
}
