import ArgumentParser

/// Options of commands that fetch movie data.
struct NetworkOptions: ParsableArguments {
    @Flag(name: .long, help: "Use only cached results; never open a connection.")
    var offline = false

    @Flag(name: .long, help: "Ask the server again even if cached results are fresh.")
    var refresh = false

    @Option(
        name: .long,
        help: ArgumentHelp("Give up on the server after this many seconds (default 15, or MOVIES_TIMEOUT).", valueName: "seconds"),
        transform: NumericArgument.seconds("a number of seconds from 0.1 to 600")
    )
    var timeout: Double?

    @Option(name: .long, help: ArgumentHelp("Language of titles and overviews, such as en-US or ko-KR (default from LANG).", valueName: "tag"))
    var language: String?

    @Flag(name: .long, help: "Print machine-readable JSON instead of the screen.")
    var json = false

    mutating func validate() throws {
        if offline && refresh {
            throw ValidationError("--offline and --refresh cannot be used together: one forbids the network, the other requires it.")
        }
        if let timeout, !(0.1...600).contains(timeout) || timeout.isNaN {
            throw ValidationError("--timeout must be a number of seconds from 0.1 to 600.")
        }
        if let language, !Self.isLanguageTag(language) {
            throw ValidationError("--language must be a language tag such as en, en-US or ko-KR.")
        }
    }

    var fetchPolicy: FetchPolicyOption {
        offline ? .offline : (refresh ? .refresh : .automatic)
    }

    private static func isLanguageTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count),
              language.allSatisfy({ $0.isASCII && $0.isLetter }), parts.count <= 2
        else { return false }
        guard parts.count == 2 else { return true }
        let region = parts[1]
        return (region.count == 2 && region.allSatisfy { $0.isASCII && $0.isLetter })
            || (region.count == 3 && region.allSatisfy { $0.isASCII && $0.isNumber })
    }
}

/// The fetch policy chosen by flags, kept free of domain types so commands stay thin.
enum FetchPolicyOption {
    case automatic, refresh, offline
}
