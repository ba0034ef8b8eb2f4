import ArgumentParser
import MoviesDomain
import MoviesPresentation

/// `movies providers ID [--region CC]`: where the film streams, is free or
/// with ads, rents and sells in one region.
struct ProvidersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "providers",
        abstract: "Where to watch a film: streaming, free, with ads, rent, buy (data by JustWatch).",
        discussion: "The region is --region, else region in config.toml, else the country of LC_ALL or LANG, else US."
    )

    @Argument(help: FactsOptions.idHelp)
    var id: String

    @OptionGroup var network: NetworkOptions
    // An option, not a group of its own: each group costs argument-parser a reflection pass.
    @Option(name: .long, help: RegionOption.help)
    var region: String?
    @OptionGroup var global: GlobalOptions

    mutating func validate() throws {
        _ = try FactsOptions.movieID(id)
        try network.validate()
        try RegionOption.validate(region)
    }

    @MainActor
    func run() async throws {
        let movieID = try FactsOptions.movieID(id)
        let settings = network.settings
        let policy = settings.fetchPolicy.domainPolicy
        try await AppBootstrap.run(verbose: global.verbose, network: settings, region: region) { app in
            let answer = try await app.fetchFact(movieID: movieID, json: settings.json) {
                let region = try app.watchRegion()
                return app.makeMoviesScene(policy: policy).makeFetchWatchProvidersUseCase().execute(movieID: movieID, region: region, policy: policy)
            }
            let viewModel = WatchProvidersViewModel(answer.value)
            try app.printFact(json: settings.json, origin: answer.origin) {
                JSONWatchProvidersOutput(id: movieID, viewModel: viewModel, origin: $0)
            } lines: {
                viewModel.plainTextLines
            }
        }
    }
}
