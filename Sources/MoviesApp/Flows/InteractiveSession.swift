#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MoviesDomain
import MoviesPresentation
import MoviesUI
import TextUI

/// The full-screen terminal UI over the movies scene.
@MainActor
struct InteractiveSession {
    let container: AppDIContainer
    let options: MoviesSceneOptions

    /// Why the full-screen UI cannot open here, in one sentence.
    /// - Parameter terminalType: `TERM`; it matters only when standard input
    ///   and output are a terminal.
    nonisolated static func unavailableMessage(terminalType: String?) -> String {
        guard POSIXTerminal.standardStreamsAreTerminals, !POSIXTerminal.canDraw(term: terminalType) else {
            return "The interactive screen needs a terminal; use 'movies search QUERY' for plain output."
        }
        let problem = terminalType.map { "cannot be drawn with TERM=\($0)" } ?? "needs TERM to be set"
        return "The interactive screen \(problem); set TERM to your terminal's type (such as xterm-256color), or use 'movies search QUERY' for plain output."
    }

    /// Runs the UI on the process's terminal until the user quits.
    /// - Returns: The signal that ended it (Ctrl-C among them); `nil` when the user quit.
    func run() async throws -> TerminalSignal? {
        let environment = ProcessInfo.processInfo.environment
        let colorMode = container.configuration.useColor ? ColorMode(environment: environment) : .none
        do {
            return try await run(on: POSIXTerminal(), colorMode: colorMode)
        } catch is TerminalError {
            throw AppError.usage(Self.unavailableMessage(terminalType: container.configuration.terminalType))
        }
    }

    /// Runs the UI on `terminal` (a real one, or an in-memory one in tests).
    /// - Returns: The signal that ended it; `nil` when the user quit.
    @discardableResult
    func run(on terminal: any Terminal, colorMode: ColorMode) async throws -> TerminalSignal? {
        let navigator = MoviesScreenNavigator()
        let flow = AppSceneFlows.makeCoordinator(container: container, navigator: navigator, options: options)
        let host = MoviesTerminalHost(
            terminal: terminal, navigator: navigator, colorMode: colorMode,
            theme: container.theme(options: options), reportsMouse: container.configuration.reportsMouse
        )
        // At a terminal the home screen is always beneath: Esc ends there.
        flow.start(options.destination, overHome: true)
        // The coordinator is only weakly referenced by the screens' actions;
        // keep it alive for as long as the UI runs.
        defer { withExtendedLifetime(flow) {} }
        return try await host.run()
    }
}
