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
