import ArgumentParser
import MoviesDomain
import MoviesPresentation

/// `movies details TMDB_ID …` once read: the values the command runs with,
/// however they were parsed.
struct DetailsInvocation: Equatable, Sendable {
    /// The id as typed; `movieID` is its value once valid.
    var id: String
    /// `--select N`: the link N (a person, related films) opened as Enter would.
    var select: Int?
    /// `--region CC`: where the certification and the offers are for.
    var region: String?
    var network = NetworkSettings()
    var verbose = false

    static let invalidIDMessage = "The TMDB id must be a positive whole number, such as 27205."

    var movieID: Int? { IdentifierArgument.value(of: id) }

    /// - Throws: `ValidationError` with a sentence saying what is allowed.
    func validate() throws {
        guard movieID != nil else { throw ValidationError(Self.invalidIDMessage) }
        try RowArgument.validate(select)
        try RegionOption.validate(region)
        try network.validate()
    }

    @MainActor
    func run() async throws {
        guard let movieID else { throw AppError.usage(Self.invalidIDMessage) }
        let options = MoviesSceneOptions(
            destination: .movieDetails(Movie(id: movieID, title: "Movie \(movieID)")),
            policy: network.fetchPolicy.domainPolicy
        )
        try await AppBootstrap.run(verbose: verbose, network: network, region: region) { app in
            try await app.showScreen(options, json: network.json, select: select)
        }
    }
}
