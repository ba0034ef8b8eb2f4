import Foundation
import Testing
import Networking
import TMDBStubServer

/// Secrets the tests send and then look for where they must never appear.
enum TestSecrets {
    static let apiKey = "k3y-SECRET-0123456789abcdef"
    static let accessToken = "eyJ-TOKEN-SECRET-abcdef9876"
    /// The names the two travel under, as a configuration declares them.
    static let credentialNames: Set<String> = ["api_key", "Authorization"]
}

/// A started stub server, with a configuration that points at it and carries both credentials.
struct StubServerFixture {
    let server: StubHTTPServer

    init(handler: @escaping @Sendable (StubHTTPRequest) -> StubHTTPResponse) throws {
        server = try StubHTTPServer(handler: handler)
        server.start()
    }

    func config(totalSeconds: Double = 10, connectSeconds: Double = 5) -> ApiDataNetworkConfig {
        ApiDataNetworkConfig(
            baseURL: server.baseURL,
            headers: ["Authorization": "Bearer \(TestSecrets.accessToken)"],
            queryParameters: ["api_key": TestSecrets.apiKey],
            credentialNames: TestSecrets.credentialNames,
            timeouts: NetworkTimeouts(connectSeconds: connectSeconds, totalSeconds: totalSeconds)
        )
    }

    func request(_ pathAndQuery: String, totalSeconds: Double = 10) throws -> NetworkRequest {
        let url = try #require(URL(string: "http://127.0.0.1:\(server.port)\(pathAndQuery)"))
        return NetworkRequest(url: url, timeouts: NetworkTimeouts(connectSeconds: 5, totalSeconds: totalSeconds))
    }

    /// Waits until the server has read `count` requests; gives up after a generous bound.
    func waitForRequests(_ count: Int) async throws {
        for _ in 0..<1000 where server.receivedRequests.count < count {
            try await Task.sleep(for: .milliseconds(10))
        }
    }
}

extension RetryPolicy {
    /// Two retries after `429` (at least 1 s apart), one after a transient 5xx
    /// (0.5 s later), at most 10 s of waiting: what the tests' waits are reckoned from.
    static let testing = RetryPolicy(
        maximumRateLimitRetries: 2,
        minimumRateLimitWait: .seconds(1),
        maximumServerErrorRetries: 1,
        serverErrorBackoff: .milliseconds(500),
        maximumTotalWait: .seconds(10)
    )
}

/// A body shaped like a page of TMDB search results.
struct MoviesPageFixture: Decodable, Equatable, Sendable {
    struct Movie: Decodable, Equatable, Sendable {
        let id: Int
        let title: String
    }

    let page: Int
    let results: [Movie]

    static let json = #"{"page":1,"results":[{"id":27205,"title":"Inception"}],"total_pages":1}"#
}

/// A search endpoint like the app's, decoding to `MoviesPageFixture`.
func searchMoviesEndpoint(query: String) -> Endpoint<MoviesPageFixture> {
    Endpoint(path: "3/search/movie", queryParameters: ["query": query])
}
