import ArgumentParser
import MoviesDomain
import MoviesPresentation

/// `movies search QUERY …` once read: the values the search runs with, however
/// they were parsed.
struct SearchInvocation: Equatable, Sendable {
    var query: String
    var page = 1
    var select: Int?
    var year: Int?
    var network = NetworkSettings()
    var verbose = false

    /// - Throws: `ValidationError` with a sentence saying what is allowed.
    func validate() throws {
        try QueryValidator.validate(query: query)
        try PageArgument.validate(page)
        try RowArgument.validate(select, row: "result")
        try YearArgument.validate(year)
        try network.validate()
    }

    @MainActor
    func run() async throws {
        var options = MoviesSceneOptions(
            destination: .search(MovieQuery(text: query, year: year), page: page),
            year: year,
            policy: network.fetchPolicy.domainPolicy
        )
        // Scripts search without pushing a person's own searches out.
        options.recordsQueries = !network.json
        try await AppBootstrap.run(verbose: verbose, network: network) { app in
            try await app.showScreen(options, json: network.json, select: select)
        }
    }
}

extension FetchPolicyOption {
    var domainPolicy: FetchPolicy {
        switch self {
        case .automatic: return .automatic
        case .refresh: return .refresh
        case .offline: return .offline
        }
    }
}
