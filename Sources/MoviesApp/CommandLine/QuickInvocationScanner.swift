/// Reads the plain forms of `movies search …` and `movies details …` without
/// argument-parser, whose first parse costs about 12 M instructions (runtime
/// type look-ups while it reflects over the commands) — more than the rest of
/// a cache hit together.
///
/// It only ever accepts: anything it does not fully understand — help,
/// completions, short or unknown options, a repeated option, a value that does
/// not parse or does not validate — returns `nil`, and argument-parser reads the
/// line and words the error. So both readers agree on every line this one
/// accepts (pinned by a property test), and every message comes from one place.
enum QuickInvocationScanner {
    /// - Parameter arguments: the command line without the program name.
    static func scan(_ arguments: [String]) -> MoviesInvocation? {
        guard let command = arguments.first else { return nil }
        guard var options = ScannedOptions(arguments.dropFirst()) else { return nil }
        switch command {
        case "search": return search(from: &options).map(MoviesInvocation.search)
        case "details": return details(from: &options).map(MoviesInvocation.details)
        default: return nil
        }
    }

    private static func search(from options: inout ScannedOptions) -> SearchInvocation? {
        guard let query = options.positional,
              let (network, verbose) = network(from: &options),
              let page = options.wholeNumber("page"),
              let select = options.wholeNumber("select"),
              let year = options.wholeNumber("year")
        else { return nil }
        let search = SearchInvocation(
            query: query, page: page ?? 1, select: select, year: year, network: network, verbose: verbose
        )
        guard options.isFullyRead, (try? search.validate()) != nil else { return nil }
        return search
    }

    private static func details(from options: inout ScannedOptions) -> DetailsInvocation? {
        guard let id = options.positional,
              let (network, verbose) = network(from: &options),
              let select = options.wholeNumber("select")
        else { return nil }
        let details = DetailsInvocation(id: id, select: select, network: network, verbose: verbose)
        guard options.isFullyRead, (try? details.validate()) != nil else { return nil }
        return details
    }

    /// The options `NetworkOptions` and `GlobalOptions` declare.
    private static func network(from options: inout ScannedOptions) -> (NetworkSettings, verbose: Bool)? {
        guard let timeoutText = options.value("timeout") else { return nil }
        var timeout: Double?
        if let timeoutText {
            guard let seconds = try? NumericArgument.seconds("")(timeoutText) else { return nil }
            timeout = seconds
        }
        guard let language = options.value("language") else { return nil }
        let network = NetworkSettings(
            offline: options.flag("offline"),
            refresh: options.flag("refresh"),
            timeout: timeout,
            language: language,
            json: options.flag("json")
        )
        return (network, options.flag("verbose"))
    }
}
