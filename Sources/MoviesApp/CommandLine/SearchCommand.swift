import ArgumentParser
import MoviesDomain

/// `movies search QUERY`: the list of matches, interactive or printed once.
struct SearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search movies by title."
    )

    @Argument(help: "Words of the title to search for.")
    var query: String

    @Option(
        name: .long,
        help: ArgumentHelp("Page of results to show, 1 to 500.", valueName: "n"),
        transform: NumericArgument.wholeNumber("a whole number from 1 to 500")
    )
    var page = 1

    @Option(
        name: .long,
        help: ArgumentHelp("Show the details of result n of the page (1-based).", valueName: "n"),
        transform: NumericArgument.wholeNumber("the number of a result, 1 or more")
    )
    var select: Int?

    @Option(
        name: .long,
        help: ArgumentHelp("Only films first released in this year.", valueName: "yyyy"),
        transform: NumericArgument.wholeNumber("a four-digit year from 1870 to 2100")
    )
    var year: Int?

    @OptionGroup var network: NetworkOptions
    @OptionGroup var global: GlobalOptions

    mutating func validate() throws {
        try QueryValidator.validate(query: query)
        guard (1...500).contains(page) else {
            throw ValidationError("--page must be a whole number from 1 to 500.")
        }
        if let select, select < 1 {
            throw ValidationError("--select must be a result number of at least 1.")
        }
        if let year, !(1870...2100).contains(year) {
            throw ValidationError("--year must be a four-digit year from 1870 to 2100.")
        }
    }

    @MainActor
    func run() async throws {
        let options = MoviesSceneOptions(
            initialQuery: MovieQuery(text: query, year: year),
            firstPage: page,
            year: year,
            policy: network.fetchPolicy.domainPolicy
        )
        try await AppBootstrap.run(global: global, network: network) { app in
            if network.json {
                try await app.printSearchJSON(options: options, select: select)
            } else if app.isTerminal && select == nil {
                try await app.runInteractive(options: options)
            } else {
                try await app.printSearchScreen(options: options, select: select)
            }
        }
    }
}

extension FetchPolicyOption {
    var domainPolicy: FetchPolicy {
        switch self {
        case .automatic: return .automatic
        case .refresh: return .refresh
        case .offline: return .offline
        }
    }
}
