import ArgumentParser
import MoviesDomain

/// `movies details TMDB_ID`: the details screen of one film.
struct DetailsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "details",
        abstract: "Show the details of one movie by its TMDB id."
    )

    @Argument(help: ArgumentHelp("The movie's TMDB id, such as 27205.", valueName: "tmdb-id"))
    var id: String

    @OptionGroup var network: NetworkOptions
    @OptionGroup var global: GlobalOptions

    mutating func validate() throws {
        guard movieID != nil else {
            throw ValidationError("The TMDB id must be a positive whole number, such as 27205.")
        }
    }

    private var movieID: Int? {
        guard id.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(id), value > 0 else { return nil }
        return value
    }

    @MainActor
    func run() async throws {
        guard let movieID else { throw AppError.usage("The TMDB id must be a positive whole number, such as 27205.") }
        let options = MoviesSceneOptions(policy: network.fetchPolicy.domainPolicy)
        try await AppBootstrap.run(global: global, network: network) { app in
            if network.json {
                try await app.printDetailsJSON(id: movieID, options: options)
            } else if app.isTerminal {
                try await app.runInteractive(options: options, showingDetailsOf: movieID)
            } else {
                try await app.printDetailsScreen(id: movieID, options: options)
            }
        }
    }
}
