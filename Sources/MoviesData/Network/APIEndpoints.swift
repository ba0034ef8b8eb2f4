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

    /// What the details ask TMDB to fold into their answer: the details
    /// screen, its providers, videos, certification, IMDb id, keywords and
    /// first reviews are one request (TMDB allows 20 parts).
    package static let detailsParts = "credits,recommendations,videos,release_dates,external_ids,keywords,watch/providers,reviews"

    /// The parts earlier versions asked for, newest first: offline, details
    /// they cached still show (without what they did not ask for).
    package static let earlierDetailsParts = ["credits,recommendations", "credits"]

    /// `GET 3/movie/{id}` with every part of `detailsParts` folded into the
    /// same answer: the details screen is one request.
    package static func movieDetails(id: Movie.Identifier, language: String?) -> Endpoint<MovieDetailsResponseDTO> {
        movieDetails(id: id, appending: detailsParts, language: language)
    }

    /// `GET 3/movie/{id}` as an earlier version asked for it (`earlierDetailsParts`).
    package static func movieDetails(id: Movie.Identifier, appending: String, language: String?) -> Endpoint<MovieDetailsResponseDTO> {
        tmdb("3/movie/\(id)", ["append_to_response": appending], language: language)
    }

    /// `GET 3/movie/{id}/watch/providers`: asked only when a details answer
    /// lacked the part (the embedded catalogue refuses it with a sentence).
    package static func movieWatchProviders(id: Movie.Identifier) -> Endpoint<WatchProvidersDTO> {
        tmdb("3/movie/\(id)/watch/providers", [:], language: nil)
    }

    /// `GET 3/movie/{id}/videos`: asked only when a details answer lacked the part.
    package static func movieVideos(id: Movie.Identifier, language: String?) -> Endpoint<MovieVideosDTO> {
        tmdb("3/movie/\(id)/videos", [:], language: language)
    }

    /// `GET 3/movie/{id}/reviews`: pages after the first, which comes with
    /// the details (and page 1 when a details answer lacked it).
    package static func movieReviews(id: Movie.Identifier, page: Int, language: String?) -> Endpoint<ReviewsResponseDTO> {
        tmdb("3/movie/\(id)/reviews", ["page": String(page)], language: language)
    }

    /// `GET 3/watch/providers/movie`: every service TMDB knows in `region`,
    /// for reading `--provider` names.
    package static func watchProviderList(region: String, language: String?) -> Endpoint<WatchProviderListResponseDTO> {
        tmdb("3/watch/providers/movie", ["watch_region": region.uppercased()], language: language)
    }

    /// `GET 3/search/keyword`: the first page of keywords matching `query`
    /// (sent normalised, so equal searches share a cache entry).
    package static func searchKeywords(query: String) -> Endpoint<KeywordSearchResponseDTO> {
        tmdb("3/search/keyword", ["query": MovieQuery(text: query).normalizedText, "page": "1"], language: nil)
    }

    /// One page of the list `source` names (every source but a collection,
    /// which is one answer of its own: `collection(id:language:)`).
    package static func movies(source: MoviesListSource, page: Int, language: String?) -> Endpoint<MoviesResponseDTO> {
        let pageParameter = ["page": String(page)]
        switch source {
        case .search(let query):
            return searchMovies(query: query, page: page, language: language)
        case .trending(let window):
            return tmdb("3/trending/movie/\(window.rawValue)", pageParameter, language: language)
        case .popular(let region):
            return tmdb("3/movie/popular", pageParameter, language: language, region: region)
        case .topRated(let region):
            return tmdb("3/movie/top_rated", pageParameter, language: language, region: region)
        case .nowPlaying(let region):
            return tmdb("3/movie/now_playing", pageParameter, language: language, region: region)
        case .upcoming(let region):
            return tmdb("3/movie/upcoming", pageParameter, language: language, region: region)
        case .discover(let filter):
            return tmdb("3/discover/movie", pageParameter.merging(discoverParameters(filter)) { first, _ in first }, language: language)
        case .recommendations(let id, _):
            return tmdb("3/movie/\(id)/recommendations", pageParameter, language: language)
        case .similar(let id, _):
            return tmdb("3/movie/\(id)/similar", pageParameter, language: language)
        case .collection(let id, _):
            // Not a paged list; callers use `collection(id:language:)`. Kept
            // total so a mistaken call is a 404, never a crash.
            return tmdb("3/collection/\(id)/movies", pageParameter, language: language)
        }
    }

    /// TMDB's names for the filters of a discovery.
    static func discoverParameters(_ filter: DiscoverFilter) -> [String: String] {
        var parameters = ["include_adult": "false", "sort_by": sortParameter(filter.sort)]
        if !filter.genres.isEmpty {
            // A comma asks for every genre, a pipe for any of them.
            parameters["with_genres"] = filter.genres.map { String($0.id) }.sorted().joined(separator: ",")
        }
        if let years = filter.years {
            if years.lowerBound == years.upperBound {
                parameters["primary_release_year"] = String(years.lowerBound)
            } else {
                parameters["primary_release_date.gte"] = "\(years.lowerBound)-01-01"
                parameters["primary_release_date.lte"] = "\(years.upperBound)-12-31"
            }
        }
        if let votes = filter.effectiveMinimumVotes { parameters["vote_count.gte"] = String(votes) }
        if !filter.watchProviders.isEmpty {
            // Any of the services: a pipe.
            parameters["with_watch_providers"] = Set(filter.watchProviders.map(\.id)).sorted().map(String.init).joined(separator: "|")
        }
        if !filter.monetizations.isEmpty {
            parameters["with_watch_monetization_types"] = WatchMonetization.allCases
                .filter(filter.monetizations.contains).map(\.tmdbName).joined(separator: "|")
        }
        if !filter.watchProviders.isEmpty || !filter.monetizations.isEmpty, let region = filter.watchRegion {
            parameters["watch_region"] = region.uppercased()
        }
        if !filter.keywords.isEmpty {
            // Every keyword: a comma, as for genres.
            parameters["with_keywords"] = Set(filter.keywords.map(\.id)).sorted().map(String.init).joined(separator: ",")
        }
        return parameters
    }

    static func sortParameter(_ sort: DiscoverSort) -> String {
        switch sort {
        case .popular: return "popularity.desc"
        case .rating: return "vote_average.desc"
        case .newest: return "primary_release_date.desc"
        case .oldest: return "primary_release_date.asc"
        case .title: return "title.asc"
        }
    }

    /// `GET 3/collection/{id}`: a collection and its parts.
    package static func collection(id: Int, language: String?) -> Endpoint<MovieCollectionResponseDTO> {
        tmdb("3/collection/\(id)", [:], language: language)
    }

    /// `GET 3/genre/movie/list`: every film genre.
    package static func genres(language: String?) -> Endpoint<GenresResponseDTO> {
        tmdb("3/genre/movie/list", [:], language: language)
    }

    /// `GET 3/search/person`: one page of people whose names match `query`.
    package static func searchPeople(query: String, page: Int, language: String?) -> Endpoint<PeopleResponseDTO> {
        tmdb("3/search/person", ["query": MovieQuery(text: query).normalizedText, "page": String(page), "include_adult": "false"], language: language)
    }

    /// `GET 3/person/{id}` with the filmography folded in.
    package static func person(id: Person.Identifier, language: String?) -> Endpoint<PersonDetailsResponseDTO> {
        tmdb("3/person/\(id)", ["append_to_response": "movie_credits"], language: language)
    }

    /// A TMDB JSON endpoint with the language and region, when given, added.
    private static func tmdb<Response: Decodable & Sendable>(
        _ path: String,
        _ parameters: [String: String],
        language: String?,
        region: String? = nil
    ) -> Endpoint<Response> {
        var parameters = parameters
        if let language { parameters["language"] = language }
        if let region { parameters["region"] = region }
        return Endpoint(path: path, queryParameters: parameters, responseDecoder: TMDBResponseDecoder())
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
