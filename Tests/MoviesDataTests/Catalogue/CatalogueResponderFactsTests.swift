import Foundation
import MoviesDomain
import Networking
import Testing
@testable import MoviesData

/// The embedded catalogue states facts or nothing: what only TMDB knows is
/// left out of the details and refused with one sentence elsewhere.
struct CatalogueResponderFactsTests {
    private typealias Support = CatalogueTestSupport

    @Test func detailsAskedForEveryPart_carryOnlyWhatTheCatalogueHolds() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let body = try Support.get(responder, "/3/movie/27205", ["append_to_response": APIEndpoints.detailsParts])

        // then
        for part in ["videos", "release_dates", "external_ids", "keywords", "watch/providers", "reviews"] {
            #expect(body[part] == nil, "\(part)")
        }
        #expect(body["credits"] != nil && body["recommendations"] != nil)
        #expect(body["imdb_id"] is NSNull)
        #expect(body["tagline"] as? String == "")
    }

    @Test(arguments: [
        ("/3/movie/27205/watch/providers", [String: String](), CatalogueLiveOnlyTopic.watchProviders),
        ("/3/movie/27205/videos", [:], .videos),
        ("/3/movie/27205/reviews", ["page": "2"], .reviews),
        ("/3/watch/providers/movie", ["watch_region": "GB"], .watchProviders),
        ("/3/search/keyword", ["query": "dream"], .keywords),
        ("/3/discover/movie", ["with_watch_providers": "8", "watch_region": "GB"], .watchProviders),
        ("/3/discover/movie", ["with_watch_monetization_types": "flatrate", "watch_region": "GB"], .watchProviders),
        ("/3/discover/movie", ["with_keywords": "849"], .keywords),
    ])
    func whatOnlyTMDBKnows_isOneSentenceSayingSo(path: String, parameters: [String: String], topic: CatalogueLiveOnlyTopic) throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let body = try Support.get(responder, path, parameters, status: CatalogueResponder.liveOnlyHTTPStatus)

        // then
        #expect(body["status_code"] as? Int == CatalogueResponder.liveOnlyStatusCode)
        let message = try #require(body["status_message"] as? String)
        #expect(message == CatalogueResponder.liveOnlyMessage(for: topic))
        #expect(message.hasPrefix("The embedded catalogue cannot know ") && message.hasSuffix("set TMDB_API_KEY or TMDB_ACCESS_TOKEN to ask TMDB."))
        #expect(message.filter { $0 == "." }.count == 1)
    }

    @Test func theSentencesOfEveryTopic_differ_andTheDatedListsKeepTheirs() {
        let sentences = CatalogueLiveOnlyTopic.allCases.map(CatalogueResponder.liveOnlyMessage(for:))
        #expect(Set(sentences).count == sentences.count)
        #expect(CatalogueResponder.liveOnlyMessage == "The embedded catalogue cannot know what is playing now or coming soon; set TMDB_API_KEY or TMDB_ACCESS_TOKEN to ask TMDB.")
    }

    @Test(arguments: ["/3/movie/999999999/videos", "/3/movie/999999999/watch/providers", "/3/movie/27205/watch/elsewhere"])
    func anUnknownFilmOrPath_isNotFound(path: String) throws {
        let body = try Support.get(try Support.embeddedResponder(), path, status: 404)
        #expect(body["status_code"] as? Int == 34)
    }

    @Test func theCatalogue_holdsNoTagline() throws {
        // A tagline is a quotation: the catalogue keeps none it cannot vouch for as TMDB's text.
        let catalogue = try MovieCatalogue.embedded()
        #expect(catalogue.movies.filter { $0.tagline != nil }.map(\.title) == [])
    }

    @Test func onTheEmbeddedCatalogue_theFactsRepositorySaysOnlyTMDBKnows() async throws {
        // given
        let service = DefaultDataTransferService.tmdb(
            networkService: EmbeddedCatalogueNetworkService(),
            config: ApiDataNetworkConfig(baseURL: EmbeddedCatalogueNetworkService.baseURL, credentialNames: TMDBCredentialNames.all)
        )
        let repository = DefaultMovieFactsRepository(source: TMDBDataSource(dataTransferService: service, cache: nil))

        // when
        let providers = await Self.error(of: repository.fetchWatchProviders(movieID: 27205, policy: .automatic))
        let videos = await Self.error(of: repository.fetchVideos(movieID: 27205, policy: .automatic))
        let reviews = await Self.error(of: repository.fetchReviews(movieID: 27205, page: 1, policy: .automatic))
        let services = await Self.error(of: repository.fetchWatchProviderList(region: "GB", policy: .automatic))
        let keywords = await Self.error(of: repository.searchKeywords(query: "dream", policy: .automatic))

        // then
        #expect(providers == .notSupported(message: CatalogueResponder.liveOnlyMessage(for: .watchProviders)))
        #expect(videos == .notSupported(message: CatalogueResponder.liveOnlyMessage(for: .videos)))
        #expect(reviews == .notSupported(message: CatalogueResponder.liveOnlyMessage(for: .reviews)))
        #expect(services == .notSupported(message: CatalogueResponder.liveOnlyMessage(for: .watchProviders)))
        #expect(keywords == .notSupported(message: CatalogueResponder.liveOnlyMessage(for: .keywords)))
    }

    private static func error<Value>(of stream: AsyncThrowingStream<Fetched<Value>, any Error>) async -> MoviesRepositoryError? {
        do {
            for try await _ in stream {}
            return nil
        } catch {
            return error as? MoviesRepositoryError
        }
    }
}
