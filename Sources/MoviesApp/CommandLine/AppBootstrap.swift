import Foundation

/// Loads the configuration for a command and builds the application around it.
enum AppBootstrap {
    @MainActor
    static func make(global: GlobalOptions, network: NetworkOptions? = nil) throws -> MoviesApplication {
        let overrides = AppConfigurationLoader.Overrides(
            timeoutSeconds: network?.timeout,
            language: network?.language,
            verbose: global.verbose
        )
        let configuration = try AppConfigurationLoader(environment: ProcessInfo.processInfo.environment).load(overrides)
        return MoviesApplication(container: AppDIContainer(configuration: configuration, streams: StandardStreams()))
    }
}
