import ArgumentParser
import MoviesDomain

/// `movies open ID [--person]`: the TMDB page in a browser.
struct OpenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open a film's (or with --person a person's) TMDB page: $BROWSER, else xdg-open, else print the address."
    )
    @Argument(help: ArgumentHelp("The TMDB id.", valueName: "tmdb-id"), transform: LibraryArguments.movieID)
    var id: Int
    @Flag(name: .long, help: "The id is a person's.")
    var person = false
    @OptionGroup var global: GlobalOptions

    @MainActor
    func run() async throws {
        let address = person ? TMDBWebPage.person(id: id) : TMDBWebPage.movie(id: id)
        try await AppBootstrap.run(verbose: global.verbose) { try $0.openWebPage(address) }
    }
}
