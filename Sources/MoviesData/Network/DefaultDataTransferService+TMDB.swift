import Networking

extension DefaultDataTransferService {
    /// A service for TMDB (or a server that answers like it): TMDB's error
    /// bodies are read for their message and code, and its retry policy kept.
    /// Every service that talks to TMDB or its image host is built here, so
    /// what TMDB needs of HTTP is said once.
    ///
    /// - Parameters:
    ///   - networkService: what sends the requests.
    ///   - config: base URL, credentials and time limits; `TMDBCredentialNames.all` as its credential names.
    ///   - logger: receives a redacted trace of each request and retry, if given.
    ///   - retryPolicy: `RetryPolicy.tmdb` unless a test is about one answer only.
    ///   - sleep: waits between retries; `Task.sleep` unless a test needs otherwise.
    public static func tmdb(
        networkService: any NetworkService,
        config: any NetworkConfigurable,
        logger: (any NetworkErrorLogger)? = nil,
        retryPolicy: RetryPolicy = .tmdb,
        sleep: @escaping Sleep = { try await Task.sleep(for: $0) }
    ) -> DefaultDataTransferService {
        DefaultDataTransferService(
            networkService: networkService,
            config: config,
            logger: logger,
            errorBodyReader: TMDBErrorBodyReader(),
            retryPolicy: retryPolicy,
            sleep: sleep
        )
    }
}
