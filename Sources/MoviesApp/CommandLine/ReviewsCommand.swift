import ArgumentParser
import MoviesDomain
import MoviesPresentation
import TextUI

/// `movies reviews ID [--page N]`: what TMDB's users wrote about a film.
struct ReviewsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reviews",
        abstract: "TMDB users' reviews of a film, 20 to a page."
    )

    @Argument(help: FactsOptions.idHelp)
    var id: String

    @OptionGroup var network: NetworkOptions

    @Option(
        name: .long,
        help: ArgumentHelp("Page of the reviews to show, 1 to 500.", valueName: "n"),
        transform: NumericArgument.wholeNumber("a whole number from 1 to 500")
    )
    var page = 1

    @OptionGroup var global: GlobalOptions

    mutating func validate() throws {
        _ = try FactsOptions.movieID(id)
        try network.validate()
        guard (1...500).contains(page) else {
            throw ValidationError("--page must be a whole number from 1 to 500.")
        }
    }

    @MainActor
    func run() async throws {
        let movieID = try FactsOptions.movieID(id)
        let settings = network.settings
        let policy = settings.fetchPolicy.domainPolicy
        let page = page
        try await AppBootstrap.run(verbose: global.verbose, network: settings) { app in
            // At a terminal, the reviews screen, as every command opens its screen.
            if !settings.json && app.canShowFullScreen {
                let destination = AppDestination.movieReviews(movieID: movieID, title: "Movie \(movieID)", page: page)
                return try await app.runInteractive(options: MoviesSceneOptions(destination: destination, policy: policy))
            }
            if !settings.json { app.announceDataSource() }
            let useCase = app.makeMoviesScene(policy: policy).makeFetchMovieReviewsUseCase()
            let answer = try await app.lastValue(of: useCase.execute(movieID: movieID, page: page, policy: policy), movieID: movieID)
            let viewModel = MovieReviewsViewModel(answer.value)
            if settings.json {
                let output = JSONMovieReviewsOutput(id: movieID, viewModel: viewModel, origin: app.originOutput(answer.origin))
                try app.container.streams.printOut(try JSONOutputEncoder.string(output))
            } else {
                // The text is indented by three columns under its byline.
                let width = max(20, TerminalWidth.forPlainOutput() - 3)
                // `wrap` drops controls paragraph by paragraph, so widths are those shown.
                let lines = viewModel.plainTextLines { TextLayout.wrap($0, width: width) }
                try app.printPlain(lines, origin: answer.origin)
            }
        }
    }
}
