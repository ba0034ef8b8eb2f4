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
        guard (1...500).contains(page) else {
            throw ValidationError("--page must be a whole number from 1 to 500.")
        }
        if let select, select < 1 {
            throw ValidationError("--select must be a result number of at least 1.")
        }
        if let year, !(1870...2100).contains(year) {
            throw ValidationError("--year must be a four-digit year from 1870 to 2100.")
        }
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
            if !network.json && app.canShowFullScreen && select == nil {
                try await app.runInteractive(options: options)
            } else {
                try await app.printOnce(options: options, format: network.json ? .json : .plainText, select: select)
            }
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
