import ArgumentParser
import MoviesDomain

/// `movies open ID [--person | --imdb]`: the TMDB (or IMDb) page in a browser.
struct OpenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open a film's (or with --person a person's) TMDB page, or with --imdb the film's IMDb page: $BROWSER, else xdg-open, else print the address."
    )
    @Argument(help: ArgumentHelp("The TMDB id.", valueName: "tmdb-id"), transform: LibraryArguments.movieID)
    var id: Int
    @Flag(name: .long, help: "The id is a person's.")
    var person = false
    @Flag(name: .long, help: "Open the film's IMDb page (its IMDb id comes with the film's details).")
    var imdb = false
    @OptionGroup var network: NetworkOptions
    @OptionGroup var global: GlobalOptions

    mutating func validate() throws {
        if person && imdb {
            throw ValidationError("Give either --person or --imdb, not both.")
        }
        try network.validate()
    }

    @MainActor
    func run() async throws {
        guard imdb else {
            let address = person ? TMDBWebPage.person(id: id) : TMDBWebPage.movie(id: id)
            try await AppBootstrap.run(verbose: global.verbose) { try $0.openWebPage(address) }
            return
        }
        let settings = network.settings
        let id = id
        try await AppBootstrap.run(verbose: global.verbose, network: settings) { app in
            try app.openWebPage(try await app.imdbPage(movieID: id, policy: settings.fetchPolicy.domainPolicy))
        }
    }
}
