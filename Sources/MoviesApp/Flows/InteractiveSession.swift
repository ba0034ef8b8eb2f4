#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Logging
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
        do {
            return try await run(on: POSIXTerminal(), colorMode: container.colorMode, environment: ProcessInfo.processInfo.environment)
        } catch is TerminalError {
            throw AppError.usage(Self.unavailableMessage(terminalType: container.configuration.terminalType))
        }
    }

    /// Runs the UI on `terminal` (a real one, or an in-memory one in tests).
    /// - Returns: The signal that ended it; `nil` when the user quit.
    /// - Parameter environment: For the terminal capability probe (`TMUX`,
    ///   `TERM_PROGRAM`) and the editor the `L` form's review is written in (`VISUAL`, `EDITOR`).
    @discardableResult
    func run(on terminal: any Terminal, colorMode: ColorMode, environment: [String: String] = [:]) async throws -> TerminalSignal? {
        let navigator = MoviesScreenNavigator()
        let flow = AppSceneFlows.makeCoordinator(container: container, navigator: navigator, options: options)
        let configuration = container.configuration
        let host = MoviesTerminalHost(
            terminal: terminal, navigator: navigator, colorMode: colorMode,
            theme: container.theme(options: options), reportsMouse: configuration.reportsMouse,
            // Nothing to ask when there are no pictures and the user chose the background.
            queriesTerminal: configuration.imagesMode != .none || configuration.themeBackground == nil,
            capabilityBudget: configuration.terminalAnswerWait,
            environment: environment,
            textEditor: ExternalEditor(environment: environment)
        )
        // At a terminal the home screen is always beneath: Esc ends there.
        flow.start(options.destination, overHome: true)
        // The coordinator is only weakly referenced by the screens' actions;
        // keep it alive for as long as the UI runs.
        defer { withExtendedLifetime(flow) {} }
        // The debug log (stderr) says what the terminal can do. On the
        // terminal itself a line would land on the drawn screen: it waits
        // until the screen is given back.
        let logsAtOnce = isatty(STDERR_FILENO) == 0
        var deferredLine: String?
        host.onCapabilitiesDetected = { [weak host, container] capabilities in
            guard let host else { return }
            Self.adopt(capabilities, container: container, host: host, usesColor: colorMode != .none)
            guard container.configuration.verbose else { return }
            let line = Self.capabilitiesLogLine(capabilities, waited: host.capabilityProbeDuration)
            if logsAtOnce { container.logger.debug("\(line)") } else { deferredLine = line }
        }
        defer { if let deferredLine { container.logger.debug("\(deferredLine)") } }
        return try await host.run()
    }

    /// Draws for what the terminal answered: pictures in the best way it
    /// shows them (or as `MOVIES_IMAGES` says), and the palette for its
    /// background unless `MOVIES_THEME` chose.
    private static func adopt(_ capabilities: TerminalCapabilities, container: AppDIContainer, host: MoviesTerminalHost, usesColor: Bool) {
        let choice = container.configuration.imagesMode.choice(for: capabilities, usesColor: usesColor)
        let cellPixelSize = capabilities.cellPixelSize ?? Self.usualCellPixelSize
        host.showPictures(with: choice.encoding, cellPixelSize: cellPixelSize)
        var changed = container.pictureSetting.update(choice.drawing, cellPixelSize: capabilities.cellPixelSize)
        if let isLight = capabilities.hasLightBackground {
            changed = container.themeBackground.adopt(isLight ? .light : .dark) || changed
        }
        if changed { host.appearanceDidChange() }
    }

    /// A cell's size when the terminal does not say: sizes sixels sensibly
    /// on most terminals at their default font.
    static let usualCellPixelSize = Size(width: 10, height: 20)

    /// `terminal capabilities after 12 ms: graphics kitty, cell 10×21 px, …`.
    static func capabilitiesLogLine(_ capabilities: TerminalCapabilities, waited: Duration?) -> String {
        let milliseconds = waited.map { Int(($0 / .milliseconds(1)).rounded()) }
        return "terminal capabilities" + (milliseconds.map { " after \($0) ms" } ?? "") + ": " + capabilities.summary
    }
}
