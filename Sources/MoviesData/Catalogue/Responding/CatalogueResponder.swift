#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Answers TMDB v3 requests from the embedded catalogue, in TMDB's JSON shapes, so the
/// app (in-process) and the tests' HTTP stub server can both use it as a stand-in for
/// `api.themoviedb.org`.
///
/// Endpoints (`GET`; `HEAD` answers like `GET` with no body):
/// - `search/movie` (`query`, `page`, `primary_release_year` or `year`; see
///   `CatalogueTitleMatcher`) and `search/person` (`query`, `page`; linked people only).
/// - `movie/{id}` with `append_to_response` of `credits`, `recommendations`, `similar`;
///   `movie/{id}/credits`, `movie/{id}/recommendations`, `movie/{id}/similar`
///   (rules: `CatalogueRelatedMovies`). The facts it does not hold (`videos`,
///   `release_dates`, `external_ids`, `keywords`, `watch/providers`, `reviews`) are
///   left out of the details: it states facts or nothing.
/// - Refused with HTTP 501 and a sentence (`liveOnlyMessage(for:)`), as only TMDB
///   knows them: `movie/{id}/watch/providers`, `movie/{id}/videos`,
///   `movie/{id}/reviews`, `watch/providers/movie`, `search/keyword`, and `discover/movie`
///   with `with_watch_providers`, `with_watch_monetization_types` or `with_keywords`.
/// - `movie/popular`, `movie/top_rated`, `trending/movie/day|week` (rules: `CatalogueRankings`);
///   `movie/now_playing` and `movie/upcoming` as `CatalogueDatedLists` says.
/// - `discover/movie` (parameters: `CatalogueDiscoverQuery`), `genre/movie/list`.
/// - `person/{id}` with `append_to_response=movie_credits`, `person/{id}/movie_credits`.
/// - `collection/{id}` (parts in release order), `configuration`.
///
/// Lists have TMDB's 20 results a page, `total_pages` and `total_results`. Unknown paths
/// and ids get TMDB's 404 (code 34); a bad `page` 400 (code 22); a bad date 400 (code 23);
/// another unreadable filter or sort 422 (code 5). People the catalogue does not link
/// appear in credits with `"id": null` and have no `person/{id}`. `language`, `region`
/// and credentials are accepted and ignored: the catalogue is English.
public struct CatalogueResponder: Sendable {
    /// TMDB's page size.
    public static let pageSize = 20
    /// TMDB refuses pages above this.
    public static let maximumPage = 500
    /// The HTTP status of a list only TMDB can answer (`CatalogueDatedLists.refused`).
    public static let liveOnlyHTTPStatus = 501
    /// The TMDB `status_code` in that answer's body: TMDB's own code for HTTP 501.
    public static let liveOnlyStatusCode = 2
    /// The `status_message` of a refused dated list: one sentence, ready to show.
    public static let liveOnlyMessage = liveOnlyMessage(for: .datedLists)

    /// The `status_message` in the body of a refusal about `topic`: one
    /// sentence, ready to show, the one home of its wording.
    public static func liveOnlyMessage(for topic: CatalogueLiveOnlyTopic) -> String {
        "The embedded catalogue cannot know \(topic.unknowable); set TMDB_API_KEY or TMDB_ACCESS_TOKEN to ask TMDB."
    }

    let catalogue: MovieCatalogue
    let index: CatalogueSearchIndex
    let datedLists: CatalogueDatedLists

    /// Gathered per request, and only by the endpoints that name people: most runs make
    /// one request, and a film search or a list should not pay for every credit.
    var people: CataloguePeopleIndex { CataloguePeopleIndex(catalogue: catalogue) }

    public init(catalogue: MovieCatalogue, datedLists: CatalogueDatedLists = .refused) {
        self.catalogue = catalogue
        self.index = CatalogueSearchIndex(movies: catalogue.movies)
        self.datedLists = datedLists
    }

    /// The answer to one request.
    /// - Parameters:
    ///   - method: The HTTP method, such as `GET`.
    ///   - path: The URL path, percent-decoded, with or without the leading `/`.
    ///   - queryItems: Percent-decoded query parameters.
    public func respond(method: String, path: String, queryItems: [String: String]) -> CatalogueResponse {
        let method = method.uppercased()
        guard method == "GET" || method == "HEAD" else { return error(.notFound) }
        let response: CatalogueResponse
        do {
            response = try route(path: path, queryItems: queryItems)
        } catch {
            response = self.error(error)
        }
        guard method == "HEAD" else { return response }
        return CatalogueResponse(statusCode: response.statusCode, headers: response.headers, body: Data())
    }

    private func route(path: String, queryItems: [String: String]) throws(CatalogueRequestError) -> CatalogueResponse {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard segments.first == "3", (2...5).contains(segments.count) else { throw .notFound }
        let part = { (index: Int) in index < segments.count ? segments[index] : "" }
        if segments.count == 5 {
            guard part(1) == "movie", part(3) == "watch", part(4) == "providers" else { throw .notFound }
            _ = try movie(part(2))
            throw .liveOnly(.watchProviders)
        }
        switch (segments.count - 1, part(1), part(2), part(3)) {
        case (1, "configuration", _, _):
            return json(TMDBConfigurationPayload.standard)
        case (2, "search", "movie", _):
            return try searchMovies(queryItems)
        case (2, "search", "person", _):
            return try searchPeople(queryItems)
        case (2, "search", "keyword", _):
            throw .liveOnly(.keywords)
        case (3, "watch", "providers", "movie"):
            throw .liveOnly(.watchProviders)
        case (2, "discover", "movie", _):
            return try discover(queryItems)
        case (3, "genre", "movie", "list"):
            return json(TMDBGenreListPayload(movies: catalogue.movies))
        case (3, "trending", "movie", let window):
            guard let window = CatalogueRankings.TrendingWindow(rawValue: window) else { throw .notFound }
            return try page(CatalogueRankings.trending(catalogue.movies, window: window), queryItems, mediaType: true)
        case (2, "movie", "popular", _):
            return try page(CatalogueRankings.popular(catalogue.movies), queryItems)
        case (2, "movie", "top_rated", _):
            return try page(CatalogueRankings.topRated(catalogue.movies), queryItems)
        case (2, "movie", "now_playing", _):
            return try datedList(nowPlaying: true, queryItems)
        case (2, "movie", "upcoming", _):
            return try datedList(nowPlaying: false, queryItems)
        case (2, "movie", let id, _):
            return try movieDetails(try movie(id), queryItems: queryItems)
        case (3, "movie", let id, "credits"):
            return json(TMDBMovieCreditsPayload(movie: try movie(id), people: people, includesMovieID: true))
        case (3, "movie", let id, "recommendations"):
            return try page(CatalogueRelatedMovies.recommendations(for: try movie(id), among: catalogue.movies), queryItems)
        case (3, "movie", let id, "similar"):
            return try page(CatalogueRelatedMovies.similar(to: try movie(id), among: catalogue.movies), queryItems)
        case (3, "movie", let id, "videos"):
            _ = try movie(id)
            throw .liveOnly(.videos)
        case (3, "movie", let id, "reviews"):
            _ = try movie(id)
            throw .liveOnly(.reviews)
        case (2, "person", let id, _):
            return try personDetails(idText: id, queryItems: queryItems)
        case (3, "person", let id, "movie_credits"):
            let (person, personID) = try person(id)
            return json(TMDBPersonMovieCreditsPayload(person: person, id: personID))
        case (2, "collection", let id, _):
            return try collection(idText: id)
        default:
            throw .notFound
        }
    }

    private func searchMovies(_ queryItems: [String: String]) throws(CatalogueRequestError) -> CatalogueResponse {
        let pageNumber = try Self.pageNumber(queryItems)
        // TMDB ignores a year it cannot read rather than failing the search.
        let year = (queryItems["primary_release_year"] ?? queryItems["year"]).flatMap { Int($0) }
        return json(moviePage(index.search(queryItems["query"] ?? "", year: year), number: pageNumber))
    }

    private func searchPeople(_ queryItems: [String: String]) throws(CatalogueRequestError) -> CatalogueResponse {
        let pageNumber = try Self.pageNumber(queryItems)
        let matches = people.search(queryItems["query"] ?? "").compactMap { person in
            person.id.map { TMDBPersonListItemPayload(person: person, id: $0) }
        }
        let slice = Self.slice(matches, page: pageNumber)
        return json(TMDBPagePayload(
            page: pageNumber,
            results: Array(slice),
            totalPages: Self.totalPages(matches.count),
            totalResults: matches.count
        ))
    }

    private func discover(_ queryItems: [String: String]) throws(CatalogueRequestError) -> CatalogueResponse {
        let asks = { (name: String) in !(queryItems[name] ?? "").isEmpty }
        if asks("with_watch_providers") || asks("with_watch_monetization_types") { throw .liveOnly(.watchProviders) }
        if asks("with_keywords") { throw .liveOnly(.keywords) }
        let pageNumber = try Self.pageNumber(queryItems)
        let query = try CatalogueDiscoverQuery(queryItems: queryItems)
        return json(moviePage(query.apply(to: catalogue.movies, catalogue: catalogue), number: pageNumber))
    }

    private func datedList(nowPlaying: Bool, _ queryItems: [String: String]) throws(CatalogueRequestError) -> CatalogueResponse {
        guard datedLists == .fixedStandIns else { throw .liveOnly(.datedLists) }
        let pageNumber = try Self.pageNumber(queryItems)
        let window = nowPlaying ? CatalogueDatedLists.standInNowPlayingDates : CatalogueDatedLists.standInUpcomingDates
        let movies = nowPlaying
            ? catalogue.movies.sorted { ($0.releaseDate, $1.id) > ($1.releaseDate, $0.id) }
            : CatalogueRankings.trending(catalogue.movies, window: .day)
        var payload = moviePage(movies, number: pageNumber)
        payload.dates = .init(maximum: window.maximum, minimum: window.minimum)
        return json(payload)
    }

    private func movieDetails(_ movie: CatalogueMovie, queryItems: [String: String]) throws(CatalogueRequestError) -> CatalogueResponse {
        let appended = Self.appendedResponses(queryItems)
        var payload = TMDBMovieDetailsPayload(movie: movie, collection: movie.collectionID.flatMap(catalogue.collection(withID:)))
        if appended.contains("credits") {
            payload.credits = TMDBMovieCreditsPayload(movie: movie, people: people)
        }
        if appended.contains("recommendations") {
            payload.recommendations = moviePage(CatalogueRelatedMovies.recommendations(for: movie, among: catalogue.movies), number: 1)
        }
        if appended.contains("similar") {
            payload.similar = moviePage(CatalogueRelatedMovies.similar(to: movie, among: catalogue.movies), number: 1)
        }
        return json(payload)
    }

    private func personDetails(idText: String, queryItems: [String: String]) throws(CatalogueRequestError) -> CatalogueResponse {
        let (person, id) = try person(idText)
        var payload = TMDBPersonPayload(person: person, id: id)
        if Self.appendedResponses(queryItems).contains("movie_credits") {
            payload.movieCredits = TMDBPersonMovieCreditsPayload(person: person)
        }
        return json(payload)
    }

    private func collection(idText: String) throws(CatalogueRequestError) -> CatalogueResponse {
        guard let id = Self.id(idText), let collection = catalogue.collection(withID: id) else { throw .notFound }
        let parts = catalogue.movies
            .filter { $0.collectionID == id }
            .sorted { ($0.releaseDate, $0.id) < ($1.releaseDate, $1.id) }
        return json(TMDBCollectionPayload(collection: collection, parts: parts))
    }

    private func movie(_ idText: String) throws(CatalogueRequestError) -> CatalogueMovie {
        guard let id = Self.id(idText), let movie = catalogue.movie(withID: id) else { throw .notFound }
        return movie
    }

    private func person(_ idText: String) throws(CatalogueRequestError) -> (CataloguePeopleIndex.Person, Int) {
        guard let id = Self.id(idText), let person = people.person(withID: id) else { throw .notFound }
        return (person, id)
    }

    private func page(_ movies: [CatalogueMovie], _ queryItems: [String: String], mediaType: Bool = false) throws(CatalogueRequestError) -> CatalogueResponse {
        json(moviePage(movies, number: try Self.pageNumber(queryItems), mediaType: mediaType))
    }

    private func moviePage(_ movies: [CatalogueMovie], number: Int, mediaType: Bool = false) -> TMDBPagePayload<TMDBMovieListItemPayload> {
        TMDBPagePayload(
            page: number,
            results: Self.slice(movies, page: number).map { TMDBMovieListItemPayload(movie: $0, includesMediaType: mediaType) },
            totalPages: Self.totalPages(movies.count),
            totalResults: movies.count
        )
    }

    private func error(_ error: CatalogueRequestError) -> CatalogueResponse {
        json(error.payload, status: error.payload.httpStatus)
    }

    func json(_ payload: some Encodable, status: Int = 200) -> CatalogueResponse {
        let encoder = JSONEncoder()
        // Sorted keys make equal answers byte-for-byte equal, which keeps caches and tests steady.
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return CatalogueResponse(
                statusCode: status,
                headers: ["Content-Type": "application/json;charset=utf-8"],
                body: try encoder.encode(payload)
            )
        } catch {
            return CatalogueResponse(
                statusCode: 500,
                headers: ["Content-Type": "text/plain;charset=utf-8"],
                body: Data("The embedded catalogue could not encode its answer: \(error)".utf8)
            )
        }
    }
}
