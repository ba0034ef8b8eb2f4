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
        if let select, select < 1 {
            throw ValidationError("--select must be a row number of at least 1.")
        }
        if let region, !Self.isRegion(region) {
            throw ValidationError("--region must be a two-letter country code such as US or GB.")
        }
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
            if !network.json && app.canShowFullScreen && select == nil {
                try await app.runInteractive(options: options)
            } else {
                try await app.printOnce(options: options, format: network.json ? .json : .plainText, select: select)
            }
        }
    }

    static func isRegion(_ text: String) -> Bool {
        text.count == 2 && text.allSatisfy { $0.isASCII && $0.isLetter }
    }
}

/// `--page` and `--select` of the commands that show a list.
struct ListOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp("Page of the list to show, 1 to 500.", valueName: "n"),
        transform: NumericArgument.wholeNumber("a whole number from 1 to 500")
    )
    var page = 1

    @Option(
        name: .long,
        help: ArgumentHelp("Open row n (1-based) as Enter would, and show that.", valueName: "n"),
        transform: NumericArgument.wholeNumber("the number of a row, 1 or more")
    )
    var select: Int?

    mutating func validate() throws {
        guard (1...500).contains(page) else {
            throw ValidationError("--page must be a whole number from 1 to 500.")
        }
    }
}
