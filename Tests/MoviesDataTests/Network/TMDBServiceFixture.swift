import Foundation
import MoviesData
import Networking
import TMDBStubServer
import TestSupport

/// A stub server answering with the given responses in turn (the last one
/// repeating), and a data-transfer service built for it as the app builds one
/// for TMDB: TMDB's credential names, error bodies and retry policy.
struct TMDBServiceFixture {
    /// The key the service sends, to look for where it must never appear.
    static let apiKey = "k3y-SECRET-0123456789abcdef"

    let server: StubHTTPServer
    /// The waits between retries, unless the fixture waits for real.
    let sleeper: RecordingSleeper?
    let service: DefaultDataTransferService

    /// - Parameters:
    ///   - retryPolicy: TMDB's unless a test is about one answer only.
    ///   - sleeper: records the waits between retries; `nil` waits for real.
    init(
        answering responses: [StubHTTPResponse],
        retryPolicy: RetryPolicy = .tmdb,
        sleeper: RecordingSleeper? = RecordingSleeper()
    ) throws {
        let sequence = StubResponseSequence(responses)
        server = try StubHTTPServer { sequence.next($0) }
        server.start()
        self.sleeper = sleeper
        let config = ApiDataNetworkConfig(
            baseURL: server.baseURL,
            queryParameters: [TMDBCredentialNames.apiKeyParameter: Self.apiKey],
            credentialNames: TMDBCredentialNames.all,
            timeouts: NetworkTimeouts(connectSeconds: 5, totalSeconds: 10)
        )
        service = DefaultDataTransferService.tmdb(
            networkService: CurlNetworkService(),
            config: config,
            retryPolicy: retryPolicy,
            sleep: { duration in
                if let sleeper { try await sleeper.sleep(duration) } else { try await Task.sleep(for: duration) }
            }
        )
    }

    /// A search whose answer is only looked at for its page number.
    static let endpoint = Endpoint<Page>(path: "3/search/movie", queryParameters: ["query": "x"])

    struct Page: Decodable, Equatable, Sendable {
        let page: Int
    }

    static let page = StubHTTPResponse.json(#"{"page":1,"results":[]}"#)

    /// The error the service throws for the responses, or `nil` when it throws another kind or none.
    func error() async -> DataTransferError? {
        do {
            _ = try await service.request(with: Self.endpoint)
            return nil
        } catch {
            return error as? DataTransferError
        }
    }
}
