#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MoviesDomain
import MoviesUI
import TextUI

/// What each command does once configured: one-shot screens, JSON, the
/// interactive UI, recent queries and the cache.
@MainActor
struct MoviesApplication {
    let container: AppDIContainer

    private var configuration: AppConfiguration { container.configuration }
    private var streams: StandardStreams { container.streams }

    /// Whether to open the full-screen interface rather than print plain
    /// text: stdin and stdout are both a terminal, and `TERM` names one that
    /// can draw it (set, and not `dumb`).
    var canShowFullScreen: Bool { POSIXTerminal.canShowFullScreen(term: configuration.terminalType) }

    /// Says once on stderr when answers come from the embedded catalogue.
    func announceDataSource() {
        guard configuration.dataSource == .embeddedCatalogue else { return }
        streams.printError("movies: using the embedded catalogue (no TMDB_API_KEY, TMDB_ACCESS_TOKEN or TMDB_BASE_URL set).")
    }

    // MARK: - One-shot screens

    /// Renders the list once (or, with `select`, the details of that row) to stdout.
    func printSearchScreen(options: MoviesSceneOptions, select: Int?) async throws {
        announceDataSource()
        let navigator = MoviesScreenNavigator()
        let flow = AppFlowCoordinator(navigator: navigator, appDIContainer: container, options: options)
        flow.start()
        await navigator.waitUntilSettled()
        guard let list = navigator.top as? MoviesListScreen else { return }
        if let failure = list.loadFailure, list.itemCount == 0 || !failure.allowsShowingCachedData {
            throw AppError(failure, configuration: configuration)
        }
        if let select {
            guard (1...max(1, list.itemCount)).contains(select), list.itemCount > 0 else {
                throw AppError.selectOutOfRange(select, count: list.itemCount)
            }
            list.selectItem(at: select - 1)
            await navigator.waitUntilSettled()
        }
        try printTopScreen(of: navigator, subject: .search)
    }

    /// Renders the details of one film once to stdout.
    func printDetailsScreen(id: Movie.Identifier, options: MoviesSceneOptions) async throws {
        announceDataSource()
        let navigator = MoviesScreenNavigator()
        let flow = AppFlowCoordinator(navigator: navigator, appDIContainer: container, options: options)
        flow.start(showingDetailsOf: Movie(id: id, title: "Movie \(id)"))
        await navigator.waitUntilSettled()
        try printTopScreen(of: navigator, subject: .movie(id: id))
    }

    private func printTopScreen(of navigator: MoviesScreenNavigator, subject: AppError.Subject) throws {
        guard let screen = navigator.top else { return }
        if let failure = screen.loadFailure {
            throw AppError(failure, configuration: configuration, subject: subject)
        }
        streams.printOut(screen.plainTextLines(width: TerminalWidth.forPlainOutput()).joined(separator: "\n"))
    }

    // MARK: - Interactive

    /// Opens the full-screen UI.
    /// - Throws: `AppError.usage` without a terminal that can show it;
    ///   `EndedBySignal` when a signal (or Ctrl-C) ended it.
    func runInteractive(options: MoviesSceneOptions, showingDetailsOf id: Movie.Identifier? = nil) async throws {
        guard canShowFullScreen else {
            throw AppError.usage(InteractiveSession.unavailableMessage(terminalType: configuration.terminalType))
        }
        var options = options
        options.isInteractive = true
        announceDataSource()
        let session = InteractiveSession(container: container, options: options)
        if let signal = try await session.run(showingDetailsOf: id) {
            throw EndedBySignal(signal: signal)
        }
    }
}

extension MoviesRepositoryError {
    /// Whether cached results may still be shown after this failure (the
    /// network failed) rather than the failure ending the command.
    var allowsShowingCachedData: Bool {
        switch self {
        case .unauthorized, .notFound, .rejected: return false
        default: return true
        }
    }
}
