import ArgumentParser

/// The network choices of a command line as plain values: what
/// `NetworkOptions` parses, and what `QuickInvocationScanner` reads without
/// argument-parser.
struct NetworkSettings: Equatable, Sendable {
    var offline = false
    var refresh = false
    var timeout: Double?
    var language: String?
    var json = false

    /// - Throws: `ValidationError` with a sentence saying what is allowed.
    func validate() throws {
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

    static func isLanguageTag(_ text: String) -> Bool {
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
