import ArgumentParser
import MoviesDomain

/// What `movies watchlist` and `movies seen` take: the order and `--json`.
struct LibraryListOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Order: added (newest first), title, year or rating.", valueName: "order"))
    var sort: LibraryArguments.Sort?
    @Flag(name: .long, help: "Print machine-readable JSON.") var json = false
    @OptionGroup var global: GlobalOptions

    /// Prints `list` as these options ask.
    @MainActor
    func run(_ list: LibraryList) async throws {
        try await AppBootstrap.run(verbose: global.verbose) { app in
            try await app.printLibraryList(list, sort: sort?.value ?? .added, json: json)
        }
    }
}
