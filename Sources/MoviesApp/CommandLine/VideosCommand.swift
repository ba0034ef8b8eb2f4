import ArgumentParser
import MoviesDomain
import MoviesPresentation
import TextUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `movies videos ID [--select N]`: a film's trailers, teasers and other
/// videos; `--select N` plays one.
struct VideosCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "videos",
        abstract: "A film's videos: trailers first, then teasers, then the rest.",
        discussion: "--select N plays video N with MOVIES_PLAYER (such as mpv) when set, else opens it in the browser. YouTube and Vimeo only."
    )

    @Argument(help: FactsOptions.idHelp)
    var id: String

    @OptionGroup var network: NetworkOptions

    @Option(
        name: .long,
        help: ArgumentHelp("Play video n (1-based): MOVIES_PLAYER, else the browser.", valueName: "n"),
        transform: RowArgument.transform("row")
    )
    var select: Int?

    @OptionGroup var global: GlobalOptions

    mutating func validate() throws {
        _ = try FactsOptions.movieID(id)
        try network.validate()
        try RowArgument.validate(select)
    }

    @MainActor
    func run() async throws {
        let movieID = try FactsOptions.movieID(id)
        let settings = network.settings
        let policy = settings.fetchPolicy.domainPolicy
        let select = select
        try await AppBootstrap.run(verbose: global.verbose, network: settings) { app in
            let screen = AppDestination.movieVideos(movieID: movieID, title: "Movie \(movieID)")
            try await app.showScreen(MoviesSceneOptions(destination: screen, policy: policy), json: settings.json, select: select) {
                let answer = try await app.fetchFact(movieID: movieID, json: settings.json) {
                    app.makeMoviesScene(policy: policy).makeFetchMovieVideosUseCase().execute(id: movieID, policy: policy)
                }
                let viewModel = MovieVideosViewModel(answer.value)
                if let select { return try play(select, of: viewModel, app: app) }
                try app.printFact(json: settings.json, origin: answer.origin) {
                    JSONMovieVideosOutput(id: movieID, viewModel: viewModel, origin: $0)
                } lines: {
                    viewModel.plainTextLines
                }
            }
        }
    }

    @MainActor
    private func play(_ select: Int, of viewModel: MovieVideosViewModel, app: MoviesApplication) throws {
        let count = viewModel.items.count
        guard (1...max(1, count)).contains(select), count > 0 else { throw AppError.selectOutOfRange(select, count: count) }
        let item = viewModel.items[select - 1]
        guard let address = item.playableURL else {
            throw AppError.usage(
                "Video \(select) is on \(TextSanitizer.sanitize(item.site)), which movies does not open; only YouTube and Vimeo videos play."
            )
        }
        let launcher = VideoPlayerLauncher(
            playerVariable: Self.variable("MOVIES_PLAYER"),
            browser: BrowserLauncher(browserVariable: Self.variable("BROWSER"))
        )
        let outcome = launcher.play(address)
        // Nothing started: the address alone, for a script to hand on.
        try app.container.streams.printOut(outcome == .notStarted ? address : outcome.sentence(address: address))
    }

    private static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
