/// Loads the configuration for a command and builds the application around it.
enum AppBootstrap {
    @MainActor
    static func make(verbose: Bool, network: NetworkSettings? = nil, region: String? = nil) throws -> MoviesApplication {
        let overrides = AppConfigurationLoader.Overrides(
            timeoutSeconds: network?.timeout,
            language: network?.language,
            region: region,
            verbose: verbose
        )
        let configuration = try AppConfigurationLoader.processEnvironment().load(overrides)
        return MoviesApplication(container: AppDIContainer(configuration: configuration, streams: StandardStreams()))
    }

    /// Runs `body` with the application for a command, then closes what it
    /// opened, whether `body` succeeded or threw.
    @MainActor
    static func run(
        verbose: Bool,
        network: NetworkSettings? = nil,
        region: String? = nil,
        _ body: (MoviesApplication) async throws -> Void
    ) async throws {
        let application = try make(verbose: verbose, network: network, region: region)
        defer { application.container.shutDown() }
        try await body(application)
    }
}
