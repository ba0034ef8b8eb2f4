import ArgumentParser
import MoviesPresentation

/// `movies stats [--year YYYY] [--json]`: your viewing of a year in numbers —
/// films per month and per release decade, your ratings in half stars, top
/// genres, directors and actors, hours watched. At a terminal its screen, with
/// bars of block characters; aligned tables otherwise, or JSON with the same numbers.
struct StatsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "stats", abstract: "Your viewing of a year in numbers and charts.")
    @Option(name: .long, help: ArgumentHelp("The year to count (default: this year).", valueName: "YYYY"), transform: LibraryArguments.year)
    var year: Int?
    @Flag(name: .long, help: "Print JSON with the same numbers.")
    var json = false
    @OptionGroup var global: GlobalOptions

    @MainActor
    func run() async throws {
        let year = year
        let json = json
        try await AppBootstrap.run(verbose: global.verbose) { app in
            try await app.showScreen(MoviesSceneOptions(destination: .stats(year: year)), json: json) {
                try await app.printStats(year: year, json: json)
            }
        }
    }
}
