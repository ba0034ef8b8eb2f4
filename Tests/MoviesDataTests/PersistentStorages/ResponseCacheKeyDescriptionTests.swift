import Foundation
@testable import MoviesData
import MoviesDomain
import Networking
import Testing

/// Keys made the way the repositories make them, read back for `movies cache list`.
struct ResponseCacheKeyDescriptionTests {
    private let config = ApiDataNetworkConfig(
        baseURL: URL(string: "https://api.themoviedb.org")!, queryParameters: ["api_key": "secret"],
        credentialNames: TMDBCredentialNames.all
    )

    private func key<E: ResponseRequestable>(_ endpoint: E, config: ApiDataNetworkConfig? = nil) throws -> ResponseCacheKey {
        let config = config ?? self.config
        return ResponseCacheKey(request: try endpoint.networkRequest(with: config), credentialNames: config.credentialNames)
    }

    @Test func whenTheKeyIsASearch_itReadsBackTheNormalisedQueryPageYearAndLanguage() throws {
        // given
        let endpoint = APIEndpoints.searchMovies(
            query: MovieQuery(text: "  The  Dark KNIGHT ", year: 2008), page: 2, language: "fr-FR"
        )

        // when
        let description = ResponseCacheKeyDescription(key: try key(endpoint))

        // then
        #expect(description.request == .search(query: "the dark knight", page: 2, year: 2008))
        #expect(description.language == "fr-FR")
        #expect(description.origin == "https://api.themoviedb.org")
        #expect(description.summary == #"search "the dark knight" page 2 · year 2008 · fr-FR"#)
    }

    @Test func whenTheQueryHoldsReservedCharacters_theyReadBackAsTyped() throws {
        // given
        let endpoint = APIEndpoints.searchMovies(query: MovieQuery(text: #"a+b & "c"=d 100%"#), page: 1, language: nil)

        // when
        let description = ResponseCacheKeyDescription(key: try key(endpoint))

        // then
        #expect(description.request == .search(query: #"a+b & "c"=d 100%"#, page: 1, year: nil))
        #expect(description.summary == #"search "a+b & \"c\"=d 100%" page 1"#)
    }

    @Test func whenTheKeyIsDetails_itReadsBackTheMovieIdentifier() throws {
        // given
        let endpoint = APIEndpoints.movieDetails(id: 3, language: nil)

        // when
        let description = ResponseCacheKeyDescription(key: try key(endpoint))

        // then
        #expect(description.request == .movieDetails(id: 3))
        #expect(description.language == nil)
        #expect(description.summary == "details 3")
    }

    @Test func whenTheBaseURLHasAPrefixOrIsTheCatalogue_theRequestIsStillRecognised() throws {
        // given
        let proxied = ApiDataNetworkConfig(baseURL: URL(string: "http://127.0.0.1:8080/tmdb/")!, credentialNames: TMDBCredentialNames.all)
        let embedded = ApiDataNetworkConfig(baseURL: EmbeddedCatalogueNetworkService.baseURL, credentialNames: TMDBCredentialNames.all)

        // when
        let viaProxy = ResponseCacheKeyDescription(key: try key(APIEndpoints.movieDetails(id: 27205, language: "de"), config: proxied))
        let fromCatalogue = ResponseCacheKeyDescription(key: try key(APIEndpoints.configuration(), config: embedded))

        // then
        #expect(viaProxy.request == .movieDetails(id: 27205))
        #expect(viaProxy.origin == "http://127.0.0.1:8080")
        #expect(viaProxy.summary == "details 27205 · de")
        #expect(fromCatalogue.request == .configuration)
        #expect(fromCatalogue.origin == "movies-catalogue://embedded")
    }

    @Test func whenTheKeyIsOfNoKnownShape_itIsShownAsKeyed() {
        // given
        let unknown = ResponseCacheKey(rawValue: "GET https://example.org/3/tv/popular?page=1")
        let unreadable = ResponseCacheKey(rawValue: "not a url at all")

        // when
        let popular = ResponseCacheKeyDescription(key: unknown)
        let garbage = ResponseCacheKeyDescription(key: unreadable)

        // then
        #expect(popular.request == .other(method: "GET", target: "/3/tv/popular?page=1"))
        #expect(popular.summary == "GET /3/tv/popular?page=1")
        #expect(garbage.origin == "")
        if case .other = garbage.request {} else {
            Issue.record("expected an unreadable key to be shown as keyed, got \(garbage.request)")
        }
    }

    @Test func whenEntriesAreListed_eachCarriesItsDescription() throws {
        // given
        let directory = try TemporaryCacheDirectory()
        let cache = SQLiteResponseCache(
            database: try MoviesCacheDatabase(cacheDirectory: directory.cacheDirectory), sizeLimitBytes: 1_000_000
        )
        let searchKey = try key(APIEndpoints.searchMovies(query: MovieQuery(text: "Inception"), page: 1, language: nil))
        try cache.save(CachedResponse(key: searchKey, statusCode: 200, body: Data("{}".utf8), fetchedAt: Date()))

        // when
        let entries = try cache.entries()

        // then
        #expect(entries.map(\.keyDescription.summary) == [#"search "inception" page 1"#])
        #expect(entries.first?.key == searchKey)
    }

    @Test(arguments: [
        ("/3/trending/movie/day?page=2", "trending today page 2"),
        ("/3/movie/top_rated?page=1&region=GB", "top rated GB page 1"),
        ("/3/movie/27205/recommendations?page=1", "more like 27205 page 1"),
        ("/3/discover/movie?page=1&sort_by=vote_average.desc&with_genres=18", "discover sort_by=vote_average.desc with_genres=18 page 1"),
        ("/3/search/person?query=nolan&page=1", "people \"nolan\" page 1"),
        ("/3/person/525?append_to_response=movie_credits", "person 525"),
        ("/3/collection/263", "collection 263"),
        ("/3/genre/movie/list", "genres"),
        ("/3/movie/27205/reviews?page=2", "reviews of 27205 page 2"),
        ("/3/movie/27205/videos", "videos of 27205"),
        ("/3/movie/27205/watch/providers", "where to watch 27205"),
        ("/3/watch/providers/movie?watch_region=GB", "services in GB"),
        ("/3/search/keyword?query=dream&page=1", "keywords \"dream\" page 1"),
    ])
    func whenTheKeyIsAnotherReadOfTheApp_itIsSaidInWords(target: String, summary: String) {
        // when
        let description = ResponseCacheKeyDescription(key: ResponseCacheKey(rawValue: "GET https://api.themoviedb.org" + target))

        // then
        #expect(description.summary == summary)
    }
}
