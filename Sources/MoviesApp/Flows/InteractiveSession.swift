import Foundation
import MoviesDomain
import MoviesUI
import TextUI

/// The full-screen terminal UI over the movies scene.
@MainActor
struct InteractiveSession {
    let container: AppDIContainer
    let options: MoviesSceneOptions

    func run(showingDetailsOf id: Movie.Identifier?) async throws {
        let navigator = MoviesScreenNavigator()
        let flow = AppFlowCoordinator(navigator: navigator, appDIContainer: container, options: options)
        let terminal = POSIXTerminal()
        let colorMode = container.configuration.useColor
            ? ColorMode(environment: ProcessInfo.processInfo.environment)
            : .none
        let host = MoviesTerminalHost(terminal: terminal, navigator: navigator, colorMode: colorMode)
        if let id {
            flow.start(showingDetailsOf: Movie(id: id, title: "Movie \(id)"))
        } else {
            flow.start()
        }
        do {
            try await host.run()
        } catch {
            throw AppError.usage("The interactive screen needs a terminal; use 'movies search QUERY' for plain output.")
        }
    }
}
