import ArgumentParser
import MoviesPresentation
import MoviesDomain

/// `movies related TMDB_ID [--similar]`: TMDB's "more like this" for a film,
/// or the titles it finds similar.
struct RelatedCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "related", abstract: "Films like one film: TMDB's recommendations, or similar titles with --similar."
    )

    @Argument(help: ArgumentHelp("The film's TMDB id, such as 27205.", valueName: "tmdb-id"))
    var id: String

    @Flag(name: .long, help: "Similar titles (by genres and keywords) rather than recommendations.")
    var similar = false

    @OptionGroup var list: ListOptions
    @OptionGroup var network: NetworkOptions
    @OptionGroup var global: GlobalOptions

    var movieID: Int { IdentifierArgument.value(of: id) ?? 0 }

    mutating func validate() throws {
        guard IdentifierArgument.value(of: id) != nil else {
            throw ValidationError(DetailsInvocation.invalidIDMessage)
        }
        try network.settings.validate()
    }

    @MainActor
    func run() async throws {
        let movieID = movieID
        let settings = network.settings
        var title = ""
        // The heading names the film: its details (cached like any answer) say what it is called.
        try await AppBootstrap.run(verbose: global.verbose, network: settings) { app in
            title = try await app.movieTitle(id: movieID, policy: settings.fetchPolicy.domainPolicy)
        }
        let source: MoviesListSource = similar ? .similar(movieID: movieID, title: title) : .recommendations(movieID: movieID, title: title)
        try await ScreenInvocation(
            destination: .moviesList(source, page: list.page), select: list.select, network: settings, verbose: global.verbose
        ).run()
    }
}
