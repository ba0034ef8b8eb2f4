#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MoviesData
import MoviesDomain
import MoviesPresentation

/// A failure that ends the command: one sentence for stderr and the exit status.
struct AppError: Error, Equatable {
    let message: String
    let exitCode: Int32

    init(message: String, exitCode: Int32) {
        self.message = message
        self.exitCode = exitCode
    }

    /// Bad arguments or configuration (64, `EX_USAGE`).
    static func usage(_ message: String) -> AppError { AppError(message: message, exitCode: ExitStatus.usage) }
    /// Nothing to show: offline and not cached, or TMDB unreachable (69, `EX_UNAVAILABLE`).
    static func unavailable(_ message: String) -> AppError { AppError(message: message, exitCode: ExitStatus.unavailable) }
    /// TMDB rejected the credentials (77, `EX_NOPERM`).
    static func credentialsRejected(_ message: String) -> AppError { AppError(message: message, exitCode: ExitStatus.credentialsRejected) }
    /// Anything else (1).
    static func failure(_ message: String) -> AppError { AppError(message: message, exitCode: ExitStatus.failure) }

    /// `--select` beyond the results the page has; the same sentence for plain and JSON output.
    static func selectOutOfRange(_ select: Int, count: Int) -> AppError {
        switch count {
        case 0: return .usage("--select \(select) has nothing to select: the search found no results.")
        case 1: return .usage("--select \(select) is outside the results: this page has 1 movie, so use --select 1.")
        default: return .usage("--select \(select) is outside the results: this page has \(count) movies (1–\(count)).")
        }
    }

    /// The failure of a repository request, told in terms of this configuration.
    init(_ error: MoviesRepositoryError, configuration: AppConfiguration, subject: Subject = .search) {
        switch error {
        case .notCached:
            let what = subject == .search ? "this search" : "this movie"
            self = .unavailable("Nothing is cached for \(what) and the network was not used; run it once without --offline.")
        case .notConnected(let detail):
            // The transport's own words (refused, unresolvable, too many redirects)
            // tell a user which of these it was; they never carry the URL's query.
            self = .unavailable(
                "Cannot reach \(configuration.serverDescription)\(Self.parenthesised(detail)); check the network connection, or add --offline to use cached results."
            )
        case .timedOut(let seconds):
            let limit = seconds.map { " within \(Self.format($0)) s" } ?? ""
            self = .unavailable("\(configuration.serverDescription.capitalizedFirst) did not answer\(limit); try again, raise --timeout, or add --offline.")
        case .rateLimited:
            self = .unavailable("\(configuration.serverDescription.capitalizedFirst) is limiting requests right now; wait a minute and try again, or add --offline.")
        case .serverError(let status, _):
            self = .unavailable("\(configuration.serverDescription.capitalizedFirst) had a server error (HTTP \(status)); try again later, or add --offline.")
        case .invalidResponse(let detail):
            self = .failure(
                "\(configuration.serverDescription.capitalizedFirst) sent an answer that could not be read: \(Self.clause(detail)); try again later, or add --offline to use cached results."
            )
        case .unauthorized:
            let name = configuration.credential?.variableName ?? "TMDB_API_KEY or TMDB_ACCESS_TOKEN"
            self = .credentialsRejected("TMDB rejected the credentials in \(name); check them at https://www.themoviedb.org/settings/api.")
        case .notFound:
            if case .movie(let id) = subject {
                self = .failure("No movie with id \(id) exists on TMDB.")
            } else {
                self = .failure("TMDB answered that the requested resource does not exist.")
            }
        default:
            self = .failure(MoviesErrorMessage.sentence(for: error))
        }
    }

    /// What a request was about, for messages.
    enum Subject: Equatable {
        case search
        case movie(id: Int)
    }

    /// ` (detail)` for a detail worth showing, else nothing.
    private static func parenthesised(_ detail: String?) -> String {
        guard let detail else { return "" }
        let text = clause(detail)
        return text.isEmpty ? "" : " (\(text))"
    }

    /// A detail as a clause inside a sentence: one line, no control characters,
    /// no final period, of bounded length.
    private static func clause(_ detail: String) -> String {
        var text = String(detail.unicodeScalars.filter { !QueryValidator.isControl($0) })
            .trimmingSpacesAndTabs
        while text.hasSuffix(".") { text.removeLast() }
        return text.count > 160 ? String(text.prefix(159)) + "…" : text
    }

    private static func format(_ seconds: Double) -> String {
        if seconds == seconds.rounded() { return String(Int(seconds)) }
        // One decimal, rounded half to even like `printf("%.1f")`.
        let tenths = Int((seconds * 10).rounded(.toNearestOrEven))
        let sign = tenths < 0 ? "-" : ""
        return "\(sign)\(tenths.magnitude / 10).\(tenths.magnitude % 10)"
    }
}

extension AppConfiguration {
    /// `TMDB` for the real service, the host for other servers.
    var serverDescription: String {
        switch dataSource {
        case .embeddedCatalogue:
            return "the embedded catalogue"
        case .server(let url):
            if url.host?.hasSuffix("themoviedb.org") == true { return "TMDB" }
            return "the TMDB server at \(url.host ?? "the configured address")"
        }
    }
}

extension String {
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
