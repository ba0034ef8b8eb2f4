import ArgumentParser

/// `movies details TMDB_ID`: the details screen of one film.
struct DetailsCommand: InvocationCommand {
    static let configuration = CommandConfiguration(
        commandName: "details",
        abstract: "Show the details of one movie by its TMDB id."
    )

    @Argument(help: ArgumentHelp("The movie's TMDB id, such as 27205.", valueName: "tmdb-id"))
    var id: String

    @Option(
        name: .long,
        help: ArgumentHelp("Open link n (1-based: a cast or crew member, related films, the collection) as Enter would.", valueName: "n"),
        transform: RowArgument.transform("link")
    )
    var select: Int?

    // An option, not a group of its own: each group costs argument-parser a reflection pass.
    @Option(name: .long, help: RegionOption.help)
    var region: String?
    @OptionGroup var network: NetworkOptions
    @OptionGroup var global: GlobalOptions

    var invocation: DetailsInvocation {
        DetailsInvocation(id: id, select: select, region: region, network: network.settings, verbose: global.verbose)
    }
}
