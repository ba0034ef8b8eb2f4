import ArgumentParser
import MoviesDomain
import MoviesPresentation

/// What `movies watchlist` and `movies seen` take: the order and `--json`.
struct LibraryListOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Order: added (newest first), title, year or rating.", valueName: "order"))
    var sort: LibraryArguments.Sort?
    @OptionGroup var output: OutputOptions

    /// Opens `list`'s screen at a terminal, as every command opens its
    /// screen; otherwise, or with `--json`, prints it once.
    @MainActor
    func run(_ list: LibraryList) async throws {
        let sort = sort?.value ?? .added
        try await output.show(MoviesSceneOptions(destination: .library(list, sort: sort))) {
            try await $0.printLibraryList(list, sort: sort, json: $1)
        }
    }
}
