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

    @Option(name: .long, help: ArgumentHelp("Page of the reviews to show, 1 to 500.", valueName: "n"), transform: PageArgument.transform)
    var page = 1

    @OptionGroup var global: GlobalOptions

    mutating func validate() throws {
        _ = try FactsOptions.movieID(id)
        try network.validate()
        try PageArgument.validate(page)
    }

    @MainActor
    func run() async throws {
        let movieID = try FactsOptions.movieID(id)
        let settings = network.settings
        let policy = settings.fetchPolicy.domainPolicy
        let page = page
        try await AppBootstrap.run(verbose: global.verbose, network: settings) { app in
            let screen = AppDestination.movieReviews(movieID: movieID, title: "Movie \(movieID)", page: page)
            try await app.showScreen(MoviesSceneOptions(destination: screen, policy: policy), json: settings.json) {
                let answer = try await app.fetchFact(movieID: movieID, json: settings.json) {
                    app.makeMoviesScene(policy: policy).makeFetchMovieReviewsUseCase().execute(movieID: movieID, page: page, policy: policy)
                }
                let viewModel = MovieReviewsViewModel(answer.value)
                try app.printFact(json: settings.json, origin: answer.origin) {
                    JSONMovieReviewsOutput(id: movieID, viewModel: viewModel, origin: $0)
                } lines: {
                    // The text is indented by three columns under its byline.
                    let width = max(20, TerminalWidth.forPlainOutput() - 3)
                    // `wrap` drops controls paragraph by paragraph, so widths are those shown.
                    return viewModel.plainTextLines { TextLayout.wrap($0, width: width) }
                }
            }
        }
    }
}
