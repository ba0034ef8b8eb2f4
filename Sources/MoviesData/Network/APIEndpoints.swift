#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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
        return Endpoint(path: "3/search/movie", queryParameters: parameters, responseDecoder: TMDBResponseDecoder())
    }

    /// `GET 3/movie/{id}` with the credits folded into the same answer.
    package static func movieDetails(id: Movie.Identifier, language: String?) -> Endpoint<MovieDetailsResponseDTO> {
        var parameters = ["append_to_response": "credits"]
        if let language { parameters["language"] = language }
        return Endpoint(path: "3/movie/\(id)", queryParameters: parameters, responseDecoder: TMDBResponseDecoder())
    }

    /// `GET 3/configuration`: the image base URL and poster sizes.
    package static func configuration() -> Endpoint<TMDBConfigurationDTO> {
        Endpoint(path: "3/configuration")
    }

    /// TMDB's poster sizes, smallest first; `original` is the file as uploaded.
    package static let posterSizes: [(name: String, width: Int?)] = [
        ("w92", 92), ("w154", 154), ("w185", 185), ("w342", 342), ("w500", 500), ("w780", 780), ("original", nil),
    ]

    /// The poster size closest to `width` pixels (ties go to the larger), or
    /// `original` when even the largest fixed size is too small.
    package static func posterSize(forWidth width: Int) -> String {
        let fixed = posterSizes.compactMap { size in size.width.map { (name: size.name, width: $0) } }
        guard let largest = fixed.last, width <= largest.width else { return "original" }
        let closest = fixed.min { first, second in
            let firstDistance = abs(first.width - width)
            let secondDistance = abs(second.width - width)
            return firstDistance != secondDistance ? firstDistance < secondDistance : first.width > second.width
        }
        return closest?.name ?? largest.name
    }

    /// `GET t/p/{size}{path}` below the image base URL, such as
    /// `https://image.tmdb.org/t/p/w185/abc.jpg`, answered with the raw bytes.
    /// - Parameters:
    ///   - path: The `poster_path` TMDB gave, such as `/abc.jpg`.
    ///   - width: The width wanted, in pixels; the closest size TMDB offers is asked for.
    /// - Returns: `nil` when `path` is not one plain file name: the path comes
    ///   from a server's answer and must not be able to steer the request.
    package static func posterImage(path: String, width: Int) -> Endpoint<Data>? {
        guard isPlainImagePath(path) else { return nil }
        return Endpoint(
            path: "t/p/\(posterSize(forWidth: width))\(path)",
            headerParameters: ["Accept": "image/jpeg"],
            responseDecoder: RawDataResponseDecoder()
        )
    }

    /// A slash, then letters, digits, `.`, `_` or `-` only, with no `..`.
    private static func isPlainImagePath(_ path: String) -> Bool {
        guard path.hasPrefix("/"), path.count > 1, path.count <= 200, !path.contains("..") else { return false }
        return path.utf8.dropFirst().allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
                return true
            default:
                return false
            }
        }
    }
}
