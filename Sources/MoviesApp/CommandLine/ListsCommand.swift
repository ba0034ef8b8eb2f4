import ArgumentParser
import MoviesPresentation

/// `movies lists [--json]`: every list of yours, without its films. On a
/// terminal it opens the screen of your lists; otherwise, or with `--json`,
/// it prints them once.
struct ListsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lists", abstract: "List your lists: name, films, ranked, description.")
    @Flag(name: .long, help: "Print machine-readable JSON.") var json = false
    @OptionGroup var global: GlobalOptions

    @MainActor
    func run() async throws {
        let json = json
        try await AppBootstrap.run(verbose: global.verbose) { app in
            if !json && app.canShowFullScreen {
                return try await app.runInteractive(options: MoviesSceneOptions(destination: .filmLists))
            }
            try await app.printFilmLists(json: json)
        }
    }
}
