import Foundation
import MoviesDomain
import Networking
import Testing
@testable import MoviesData

struct APIEndpointsTests {
    private let config = ApiDataNetworkConfig(
        baseURL: URL(string: "https://api.themoviedb.org")!,
        queryParameters: ["api_key": "secret"],
        credentialNames: TMDBCredentialNames.all
    )

    private func queryItems(of url: URL) -> [String: String] {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
    }

    @Test func whenSearching_requestsSearchMovieWithNormalizedQueryPageAndNoAdultFilms() throws {
        // given
        let query = MovieQuery(text: "  The   DARK Knight ")

        // when
        let request = try APIEndpoints.searchMovies(query: query, page: 3, language: nil).networkRequest(with: config)

        // then
        #expect(request.method == .get)
        #expect(request.url.path == "/3/search/movie")
        #expect(queryItems(of: request.url) == [
            "query": "the dark knight", "page": "3", "include_adult": "false", "api_key": "secret",
        ])
    }

    @Test func whenSearchingWithYearAndLanguage_addsPrimaryReleaseYearAndLanguage() throws {
        // given
        let query = MovieQuery(text: "dune", year: 2021)

        // when
        let endpoint = APIEndpoints.searchMovies(query: query, page: 1, language: "fr-FR")

        // then
        #expect(endpoint.path == "3/search/movie")
        #expect(endpoint.queryParameters["primary_release_year"] == "2021")
        #expect(endpoint.queryParameters["language"] == "fr-FR")
        #expect(endpoint.queryParameters["api_key"] == nil)
    }

    @Test func whenQueryHasPlusAndAmpersand_theyArriveIntactAtTheServer() throws {
        // given
        let query = MovieQuery(text: "Tom & Jerry + Friends")

        // when
        let request = try APIEndpoints.searchMovies(query: query, page: 1, language: nil).networkRequest(with: config)

        // then
        #expect(queryItems(of: request.url)["query"] == "tom & jerry + friends")
    }

    @Test func whenFetchingDetails_requestsMovieByIDWithEveryPartAppended() throws {
        // when
        let request = try APIEndpoints.movieDetails(id: 27205, language: nil).networkRequest(with: config)

        // then
        #expect(request.url.path == "/3/movie/27205")
        #expect(queryItems(of: request.url) == [
            "append_to_response": "credits,recommendations,videos,release_dates,external_ids,keywords,watch/providers,reviews", "api_key": "secret",
        ])
    }

    @Test func whenFetchingDetailsInALanguage_addsTheLanguage() {
        // when
        let endpoint = APIEndpoints.movieDetails(id: 129, language: "ja-JP")

        // then
        #expect(endpoint.path == "3/movie/129")
        #expect(endpoint.queryParameters == [
            "append_to_response": "credits,recommendations,videos,release_dates,external_ids,keywords,watch/providers,reviews", "language": "ja-JP",
        ])
    }

    @Test func whenFetchingConfiguration_requestsConfigurationWithNoParameters() throws {
        // when
        let endpoint = APIEndpoints.configuration()

        // then
        #expect(endpoint.path == "3/configuration")
        #expect(endpoint.queryParameters.isEmpty)
    }
}
