#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MoviesDomain
import MoviesUI
import TextUI

/// The full-screen terminal UI over the movies scene.
@MainActor
struct InteractiveSession {
    let container: AppDIContainer
    let options: MoviesSceneOptions

    /// Runs the UI on the process's terminal until the user quits.
    func run(showingDetailsOf id: Movie.Identifier?) async throws {
        let environment = ProcessInfo.processInfo.environment
        let colorMode = container.configuration.useColor ? ColorMode(environment: environment) : .none
        do {
            try await run(on: POSIXTerminal(), colorMode: colorMode, showingDetailsOf: id)
        } catch is TerminalError {
            throw AppError.usage("The interactive screen needs a terminal; use 'movies search QUERY' for plain output.")
        }
    }

    /// Runs the UI on `terminal` (a real one, or an in-memory one in tests).
    func run(on terminal: any Terminal, colorMode: ColorMode, showingDetailsOf id: Movie.Identifier? = nil) async throws {
        let navigator = MoviesScreenNavigator()
        let flow = AppFlowCoordinator(navigator: navigator, appDIContainer: container, options: options)
        let host = MoviesTerminalHost(terminal: terminal, navigator: navigator, colorMode: colorMode)
        if let id {
            flow.start(showingDetailsOf: id)
        } else {
            flow.start()
        }
        // The coordinator is only weakly referenced by the screens' actions;
        // keep it alive for as long as the UI runs.
        defer { withExtendedLifetime(flow) {} }
        try await host.run()
    }
}
