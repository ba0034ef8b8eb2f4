import ArgumentParser
import MoviesDomain
import MoviesPresentation

/// `movies discover`: films by genres, years, order and votes, the services
/// they are on in a region, and the keywords they share.
struct DiscoverCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "discover",
        abstract: "Discover films by genre, years, order, where to watch them and keywords.",
        discussion: "--provider and --monetization look at --region, else region in config.toml, else the country of LC_ALL or LANG, else US."
    )

    @Option(name: .long, help: ArgumentHelp("A genre the films must have (repeat for several; see movies genres).", valueName: "name"))
    var genre: [String] = []

    @Option(name: .long, help: YearArgument.help, transform: YearArgument.transform)
    var year: Int?

    @Option(name: .long, help: ArgumentHelp("Only films first released in these years, such as 1990..1999.", valueName: "yyyy..yyyy"))
    var years: String?

    @Option(name: .long, help: ArgumentHelp("The order: popular, rating, newest, oldest or title (default popular).", valueName: "order"))
    var sort: String?

    @Option(
        name: .long,
        help: ArgumentHelp("Leave out films with fewer votes (default 200 when sorting by rating).", valueName: "n"),
        transform: NumericArgument.wholeNumber("a whole number of votes, 0 or more")
    )
    var minVotes: Int?

    @Option(name: .long, help: ArgumentHelp("A streaming service or shop the films are on in the region (repeat for any of several).", valueName: "name"))
    var provider: [String] = []

    @Option(name: .long, help: ArgumentHelp("How the films are offered in the region: stream, free, ads, rent or buy (repeat for any of several).", valueName: "kind"))
    var monetization: [String] = []

    @Option(name: .long, help: ArgumentHelp("A TMDB keyword the films must have, by name or id (repeat for several).", valueName: "name|id"))
    var keyword: [String] = []

    // An option, not a group of its own: each group costs argument-parser a reflection pass.
    @Option(name: .long, help: RegionOption.help)
    var region: String?
    @OptionGroup var list: ListOptions
    @OptionGroup var network: NetworkOptions
    @OptionGroup var global: GlobalOptions

    mutating func validate() throws {
        _ = try filterWithoutGenres()
        if let minVotes, minVotes < 0 {
            throw ValidationError("--min-votes must be a whole number of votes, 0 or more.")
        }
        try ScreenInvocation(destination: .home, select: list.select, region: region, network: network.settings).validate()
    }

    /// The filter the flags ask for, before genre names are looked up.
    /// - Throws: `ValidationError` for years or an order that cannot be used.
    func filterWithoutGenres() throws -> DiscoverFilter {
        if year != nil && years != nil {
            throw ValidationError("Give either --year or --years, not both.")
        }
        var range: ClosedRange<Int>?
        if let year {
            try YearArgument.validate(year)
            range = year...year
        } else if let years {
            switch YearRangeText.parse(years) {
            case .success(let parsed): range = parsed
            case .failure(let problem): throw ValidationError("--years: \(problem.sentence)")
            }
        }
        let order = try sort.map { text in
            guard let order = DiscoverSort(rawValue: text.lowercased()) else {
                let valid = DiscoverSort.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError("--sort must be one of \(valid).")
            }
            return order
        } ?? .popular
        let kinds = try monetization.map { text in
            guard let kind = WatchMonetization(rawValue: text.lowercased()) else {
                let valid = WatchMonetization.allCases.map(\.rawValue).joined(separator: ", ")
                throw ValidationError("--monetization must be one of \(valid).")
            }
            return kind
        }
        var seen: Set<WatchMonetization> = []
        return DiscoverFilter(years: range, sort: order, minimumVotes: minVotes, monetizations: kinds.filter { seen.insert($0).inserted })
    }

    @MainActor
    func run() async throws {
        var filter = try filterWithoutGenres()
        let settings = network.settings
        let select = list.select
        let page = list.page
        let names = genre
        let providers = provider
        let keywords = keyword
        let region = region
        let verbose = global.verbose
        // Every name is settled before the discover request: a name that
        // names nothing asks nothing of discover.
        try await AppBootstrap.run(verbose: verbose, network: settings, region: region) { app in
            let policy = settings.fetchPolicy.domainPolicy
            filter.genres = try await app.genres(named: names, policy: policy)
            if !providers.isEmpty || !filter.monetizations.isEmpty {
                let watchRegion = try app.watchRegion()
                filter.watchRegion = watchRegion.code
                filter.watchProviders = try await app.watchProviders(named: providers, region: watchRegion, policy: policy)
            }
            filter.keywords = try await app.keywords(named: keywords, policy: policy)
        }
        try await ScreenInvocation(
            destination: .moviesList(.discover(filter), page: page), select: select, region: region, network: settings, verbose: verbose
        ).run()
    }
}
