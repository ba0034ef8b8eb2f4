import ArgumentParser
import MoviesDomain
import MoviesPresentation

/// A command that opens one screen: full screen at a terminal, printed once
/// (plain or `--json`) otherwise, or with `--select N` the screen row N opens.
struct ScreenInvocation {
    var destination: AppDestination
    var select: Int?
    var region: String?
    var network: NetworkSettings
    var verbose = false

    /// - Throws: `ValidationError` with a sentence saying what is allowed.
    func validate() throws {
        try RowArgument.validate(select)
        try RegionOption.validate(region)
        try network.validate()
    }

    /// The region is settled once the configuration is loaded: `--region`,
    /// else `region` in the config file, for TMDB's lists and the home screen.
    @MainActor
    func run() async throws {
        try await AppBootstrap.run(verbose: verbose, network: network, region: region) { app in
            let region = app.container.configuration.region
            let options = MoviesSceneOptions(
                destination: destination.inRegion(region),
                region: region,
                policy: network.fetchPolicy.domainPolicy,
                recordsQueries: !network.json
            )
            try await app.showScreen(options, json: network.json, select: select)
        }
    }
}

/// `--page` and `--select` of the commands that show a list.
struct ListOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Page of the list to show, 1 to 500.", valueName: "n"), transform: PageArgument.transform)
    var page = 1

    @Option(name: .long, help: ArgumentHelp("Open row n (1-based) as Enter would, and show that.", valueName: "n"), transform: RowArgument.transform("row"))
    var select: Int?

    mutating func validate() throws {
        try PageArgument.validate(page)
    }
}
