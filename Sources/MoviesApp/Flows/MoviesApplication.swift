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
import MoviesDomain
import MoviesUI

/// What each command does once configured: one-shot screens, JSON, the
/// interactive UI, recent queries and the cache.
@MainActor
struct MoviesApplication {
    let container: AppDIContainer

    private var configuration: AppConfiguration { container.configuration }
    private var streams: StandardStreams { container.streams }

    /// Whether a person is at a terminal: stdin and stdout both are one.
    var isTerminal: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

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
    func runInteractive(options: MoviesSceneOptions, showingDetailsOf id: Movie.Identifier? = nil) async throws {
        guard isTerminal else {
            throw AppError.usage("The interactive screen needs a terminal; use 'movies search QUERY' for plain output.")
        }
        var options = options
        options.isInteractive = true
        announceDataSource()
        let session = InteractiveSession(container: container, options: options)
        try await session.run(showingDetailsOf: id)
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
