import ArgumentParser
import MoviesPresentation

/// `--json` and `--verbose` of the commands that show something kept here
/// (your lists, watchlist and films seen, recent searches, the cache), and
/// the one choice they share: at a terminal the screen, where there is one;
/// otherwise, or with `--json`, printed once.
struct OutputOptions: ParsableArguments {
    @Flag(name: .long, help: "Print machine-readable JSON.") var json = false
    // A flag, not `GlobalOptions`' group: each group costs argument-parser a reflection pass.
    @Flag(name: .long, help: GlobalOptions.verboseHelp) var verbose = false

    /// Prints once, plain or JSON as asked, with the application built for the command.
    /// - Parameter body: prints with the application and whether `--json` was given.
    @MainActor
    func print(_ body: (MoviesApplication, _ json: Bool) async throws -> Void) async throws {
        let json = json
        try await AppBootstrap.run(verbose: verbose) { try await body($0, json) }
    }

    /// At a terminal and without `--json`, the screen `options` opens, as
    /// every command opens its screen; otherwise printed once by `body`.
    /// - Parameter body: prints with the application and whether `--json` was given.
    @MainActor
    func show(
        _ options: @autoclosure () -> MoviesSceneOptions,
        orPrint body: (MoviesApplication, _ json: Bool) async throws -> Void
    ) async throws {
        let json = json
        try await AppBootstrap.run(verbose: verbose) { app in
            try await app.showScreen(options(), json: json) { try await body(app, json) }
        }
    }
}
