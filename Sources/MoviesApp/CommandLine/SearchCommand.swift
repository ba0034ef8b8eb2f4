import ArgumentParser

/// `movies search QUERY`: the list of matches, interactive or printed once.
struct SearchCommand: InvocationCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search movies by title."
    )

    @Argument(help: "Words of the title to search for.")
    var query: String

    @Option(name: .long, help: ArgumentHelp("Page of results to show, 1 to 500.", valueName: "n"), transform: PageArgument.transform)
    var page = 1

    @Option(
        name: .long,
        help: ArgumentHelp("Show the details of result n of the page (1-based).", valueName: "n"),
        transform: RowArgument.transform("result")
    )
    var select: Int?

    @Option(name: .long, help: YearArgument.help, transform: YearArgument.transform)
    var year: Int?

    @OptionGroup var network: NetworkOptions
    @OptionGroup var global: GlobalOptions

    var invocation: SearchInvocation {
        SearchInvocation(
            query: query, page: page, select: select, year: year,
            network: network.settings, verbose: global.verbose
        )
    }
}
