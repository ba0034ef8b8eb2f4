import Foundation
import Networking
import Testing

@Suite struct RequestableNetworkRequestTests {
    private func config(
        base: String = "https://api.themoviedb.org",
        headers: [String: String] = [:],
        query: [String: String] = [:]
    ) throws -> ApiDataNetworkConfig {
        ApiDataNetworkConfig(
            baseURL: try #require(URL(string: base)),
            headers: headers,
            queryParameters: query,
            credentialNames: TestSecrets.credentialNames,
            timeouts: NetworkTimeouts(connectSeconds: 3, totalSeconds: 7)
        )
    }

    @Test func whenPathIsRelative_joinsItToTheBaseURL() throws {
        // given
        let endpoint = Endpoint<MoviesPageFixture>(path: "3/movie/27205")
        // when
        let request = try endpoint.networkRequest(with: config())
        // then
        #expect(request.url.absoluteString == "https://api.themoviedb.org/3/movie/27205")
        #expect(request.method == .get)
        #expect(request.timeouts == NetworkTimeouts(connectSeconds: 3, totalSeconds: 7))
    }

    @Test(arguments: [
        ("http://127.0.0.1:8080/", "/3/movie/1"),
        ("http://127.0.0.1:8080", "/3/movie/1"),
        ("http://127.0.0.1:8080/", "3/movie/1"),
        ("http://127.0.0.1:8080", "3/movie/1"),
    ])
    func whenSlashesSitOnEitherSide_joinsWithExactlyOne(base: String, path: String) throws {
        // given
        let endpoint = Endpoint<MoviesPageFixture>(path: path)
        // when
        let request = try endpoint.networkRequest(with: config(base: base))
        // then
        #expect(request.url.absoluteString == "http://127.0.0.1:8080/3/movie/1")
    }

    @Test func whenBaseURLHasAPath_keepsItBeforeTheEndpointPath() throws {
        // given
        let endpoint = Endpoint<MoviesPageFixture>(path: "3/search/movie")
        // when
        let request = try endpoint.networkRequest(with: config(base: "https://proxy.example/tmdb/"))
        // then
        #expect(request.url.absoluteString == "https://proxy.example/tmdb/3/search/movie")
    }

    @Test func whenConfigAndEndpointHaveQueryParameters_sortsAllByName() throws {
        // given
        let endpoint = Endpoint<MoviesPageFixture>(path: "3/search/movie", queryParameters: ["query": "x", "page": "2"])
        // when
        let request = try endpoint.networkRequest(with: config(query: ["api_key": "K", "language": "en-US"]))
        // then
        #expect(request.url.query == "api_key=K&language=en-US&page=2&query=x")
    }

    @Test func whenValuesHoldReservedAndNonASCIICharacters_percentEncodesThemAll() throws {
        // given
        let endpoint = Endpoint<MoviesPageFixture>(path: "3/search/movie", queryParameters: ["query": "a+b c&d=e/?#기생충"])
        // when
        let request = try endpoint.networkRequest(with: config())
        // then
        #expect(request.url.query == "query=a%2Bb%20c%26d%3De%2F%3F%23%EA%B8%B0%EC%83%9D%EC%B6%A9")
    }

    @Test func whenEndpointAndConfigNameTheSameParameter_endpointWins() throws {
        // given
        let endpoint = Endpoint<MoviesPageFixture>(path: "3/search/movie", queryParameters: ["language": "ko-KR"])
        // when
        let request = try endpoint.networkRequest(with: config(query: ["language": "en-US"]))
        // then
        #expect(request.url.query == "language=ko-KR")
    }

    @Test func whenThereAreNoQueryParameters_theURLHasNoQuestionMark() throws {
        // given
        let endpoint = Endpoint<MoviesPageFixture>(path: "3/configuration")
        // when
        let request = try endpoint.networkRequest(with: config())
        // then
        #expect(!request.url.absoluteString.contains("?"))
    }

    @Test func whenPathIsFull_usesItAndAppendsParametersAfterItsOwnQuery() throws {
        // given
        let endpoint = Endpoint<MoviesPageFixture>(
            path: "https://image.tmdb.org/t/p/w92/poster.jpg?v=1",
            isFullPath: true,
            queryParameters: ["b": "2"]
        )
        // when
        let request = try endpoint.networkRequest(with: config(query: ["a": "1"]))
        // then
        #expect(request.url.absoluteString == "https://image.tmdb.org/t/p/w92/poster.jpg?v=1&a=1&b=2")
    }

    @Test func whenEndpointHeaderDiffersOnlyInCase_replacesTheConfigHeader() throws {
        // given
        let endpoint = Endpoint<MoviesPageFixture>(path: "3/x", headerParameters: ["accept": "text/plain"])
        // when
        let request = try endpoint.networkRequest(
            with: config(headers: ["Accept": "application/json", "Authorization": "Bearer t"])
        )
        // then
        #expect(request.headers == ["accept": "text/plain", "Authorization": "Bearer t"])
    }

    @Test func whenFullPathIsNotAURL_throwsInvalidURL() throws {
        // given
        let endpoint = Endpoint<MoviesPageFixture>(path: "http://exa mple.com/a b", isFullPath: true)
        // when / then
        #expect(throws: RequestGenerationError.self) {
            try endpoint.networkRequest(with: config())
        }
    }
}
