import ArgumentParser
import MoviesDomain

/// A command that does one thing to one film of yours (`watchlist add` and
/// `remove`, `rate`, `seen remove`, `list remove`, `list note`): FILM is
/// read before the configuration is loaded (`FilmArgument` refused a
/// malformed one while parsing); then `run(_:on:)` does the command's one
/// thing with the application, which is closed afterwards whether it
/// succeeded or threw.
protocol FilmCommand: AsyncParsableCommand {
    var film: FilmArgument { get }
    var global: GlobalOptions { get }

    /// What the command does to `film`, with the application built for it.
    @MainActor
    func run(_ app: MoviesApplication, on film: FilmReference) async throws
}

extension FilmCommand {
    @MainActor
    func run() async throws {
        let reference = try film.reference
        try await AppBootstrap.run(verbose: global.verbose) { try await run($0, on: reference) }
    }
}
