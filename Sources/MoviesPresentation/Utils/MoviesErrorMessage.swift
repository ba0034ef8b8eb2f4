public import MoviesDomain

/// The one table of sentences for the failures a user can meet, on a screen
/// or on stderr.
///
/// Each sentence names the configured server and says what to do; only the
/// remedy depends on where it is read (a flag to add on the command line,
/// nothing to type on a screen, which offers its own keys).
public enum MoviesErrorMessage {
    /// Where the sentence is read.
    public enum Surface: Equatable, Sendable {
        /// stderr of a command: remedies name flags such as `--offline`.
        case commandLine
        /// The full-screen UI: remedies name no flags.
        case screen
    }

    /// What the failed request was about.
    public enum Subject: Equatable, Sendable {
        case search
        case movie(id: Int)
        case person(id: Int)
        case collection(id: Int)
    }

    /// One sentence, ending in a period, that says what happened and what to do.
    public static func sentence(
        for error: MoviesRepositoryError,
        wording: DataSourceWording,
        subject: Subject = .search,
        surface: Surface
    ) -> String {
        let server = wording.serverName
        let onCommandLine = surface == .commandLine
        switch error {
        case .notCached:
            let what: String
            switch subject {
            case .search: what = "this search"
            case .movie: what = "this movie"
            case .person: what = "this person"
            case .collection: what = "this collection"
            }
            return "Nothing is cached for \(what) and the network was not used; run it once without --offline."
        case .notConnected(let detail):
            let remedy = onCommandLine ? ", or add --offline to use cached results" : ""
            return "Cannot reach \(server)\(parenthesised(detail)); check the network connection\(remedy)."
        case .timedOut(let seconds):
            let limit = seconds.map { " within \(secondsText($0)) s" } ?? ""
            let remedy = onCommandLine ? "try again, raise --timeout, or add --offline" : "try again later"
            return "\(server.capitalizedFirst) did not answer\(limit); \(remedy)."
        case .rateLimited:
            let remedy = onCommandLine ? ", or add --offline" : ""
            return "\(server.capitalizedFirst) is limiting requests right now; wait a minute and try again\(remedy)."
        case .serverError(let status, _):
            let remedy = onCommandLine ? ", or add --offline" : ""
            return "\(server.capitalizedFirst) had a server error (HTTP \(status)); try again later\(remedy)."
        case .invalidResponse(let detail):
            let remedy = onCommandLine ? ", or add --offline to use cached results" : ""
            let what = clause(detail)
            let reason = what.isEmpty ? "" : ": \(what)"
            return "\(server.capitalizedFirst) sent an answer that could not be read\(reason); try again later\(remedy)."
        case .unauthorized:
            guard let name = wording.credentialName else {
                return "\(server.capitalizedFirst) asks for credentials and none are configured; "
                    + "set TMDB_API_KEY or TMDB_ACCESS_TOKEN (see https://www.themoviedb.org/settings/api)."
            }
            return "\(server.capitalizedFirst) rejected the credentials in \(name); check them at https://www.themoviedb.org/settings/api."
        case .notFound:
            switch subject {
            case .movie(let id): return "\(server.capitalizedFirst) has no movie with id \(id)."
            case .person(let id): return "\(server.capitalizedFirst) has no person with id \(id)."
            case .collection(let id): return "\(server.capitalizedFirst) has no collection with id \(id)."
            case .search: break
            }
            return "\(server.capitalizedFirst) answered that the requested resource does not exist."
        case .rejected(let status, let message):
            let what = message.map(clause) ?? ""
            return "\(server.capitalizedFirst) refused the request (HTTP \(status)\(what.isEmpty ? "" : ": \(what)"))."
        case .notSupported(let message):
            let what = message.map(clause) ?? ""
            return what.isEmpty ? "\(server.capitalizedFirst) cannot answer this; set TMDB_API_KEY or TMDB_ACCESS_TOKEN to ask TMDB." : what + "."
        case .pageOutOfRange(let requested, let lastPage):
            let flag = onCommandLine ? "--page \(requested)" : "Page \(requested)"
            return "\(flag) is past the last page (\(lastPage))."
        case .cancelled:
            return "The request was cancelled."
        case .other(let detail):
            let what = clause(detail)
            return what.isEmpty ? "Something went wrong." : "Something went wrong: \(what)."
        }
    }

    /// A few words for a status line that already says the data is offline.
    public static func shortReason(for error: MoviesRepositoryError) -> String {
        switch error {
        case .notConnected: return "server unreachable"
        case .timedOut: return "server timed out"
        case .rateLimited: return "rate limited"
        case .serverError(let status, _): return "server error \(status)"
        case .invalidResponse: return "unreadable answer"
        case .notCached: return "not cached"
        case .unauthorized: return "credentials rejected"
        case .notFound: return "not found"
        case .rejected(let status, _): return "request refused (HTTP \(status))"
        case .pageOutOfRange: return "no such page"
        case .notSupported: return "not available here"
        case .cancelled: return "cancelled"
        case .other: return "request failed"
        }
    }

    /// Maps any error thrown below the presentation layer to a repository error.
    public static func repositoryError(from error: any Error) -> MoviesRepositoryError {
        if let error = error as? MoviesRepositoryError { return error }
        if error is CancellationError { return .cancelled }
        return .other(detail: "unexpected error")
    }

    /// Seconds as a sentence gives them: whole numbers bare, others with one
    /// decimal rounded half to even (`2.5`, `0.1`).
    public static func secondsText(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds.magnitude < 1e9 else { return "many" }
        let tenths = (seconds * 10).rounded(.toNearestOrEven)
        let whole = Int(tenths / 10)
        let fraction = Int(tenths.magnitude.truncatingRemainder(dividingBy: 10))
        if fraction == 0 { return String(whole) }
        return (tenths < 0 && whole == 0 ? "-" : "") + "\(whole).\(fraction)"
    }

    /// ` (detail)` for a detail worth showing, else nothing.
    private static func parenthesised(_ detail: String?) -> String {
        guard let detail else { return "" }
        let text = clause(detail)
        return text.isEmpty ? "" : " (\(text))"
    }

    /// A detail from below (a server's message, a transport's words) as a
    /// clause inside a sentence: one line, no control characters, no final
    /// period, of bounded length.
    public static func clause(_ detail: String) -> String {
        var text = String(String.UnicodeScalarView(detail.unicodeScalars.filter { MovieQuery.isAllowed($0) }))
        while text.first == " " { text.removeFirst() }
        while text.last == " " || text.last == "." { text.removeLast() }
        return text.count > 160 ? String(text.prefix(159)) + "…" : text
    }
}

extension String {
    /// The text with its first character upper-cased (`the TMDB server…` at
    /// the start of a sentence).
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }
}
