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

    // MARK: - Interactive

    /// Opens the full-screen UI.
    /// - Throws: `AppError.usage` without a terminal that can show it;
    ///   `EndedBySignal` when a signal (or Ctrl-C) ended it.
    func runInteractive(options: MoviesSceneOptions) async throws {
        guard canShowFullScreen else {
            throw AppError.usage(InteractiveSession.unavailableMessage(terminalType: configuration.terminalType))
        }
        var options = options
        options.isInteractive = true
        announceDataSource()
        let session = InteractiveSession(container: container, options: options)
        if let signal = try await session.run() {
            throw EndedBySignal(signal: signal)
        }
    }
}
