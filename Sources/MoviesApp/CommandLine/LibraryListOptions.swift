import ArgumentParser
import MoviesDomain
import MoviesPresentation

/// What `movies watchlist` and `movies seen` take: the order and `--json`.
struct LibraryListOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Order: added (newest first), title, year or rating.", valueName: "order"))
    var sort: LibraryArguments.Sort?
    @Flag(name: .long, help: "Print machine-readable JSON.") var json = false
    @OptionGroup var global: GlobalOptions

    /// Opens `list`'s screen at a terminal, as every command opens its
    /// screen; otherwise, or with `--json`, prints it once.
    @MainActor
    func run(_ list: LibraryList) async throws {
        let sort = sort?.value ?? .added
        let json = json
        try await AppBootstrap.run(verbose: global.verbose) { app in
            try await app.showScreen(MoviesSceneOptions(destination: .library(list, sort: sort)), json: json) {
                try await app.printLibraryList(list, sort: sort, json: json)
            }
        }
    }
}
