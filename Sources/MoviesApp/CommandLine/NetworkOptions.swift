import ArgumentParser

/// Options of commands that fetch movie data.
struct NetworkOptions: ParsableArguments {
    @Flag(name: .long, help: "Use only cached results; never open a connection.")
    var offline = false

    @Flag(name: .long, help: "Ask the server again even if cached results are fresh.")
    var refresh = false

    @Option(
        name: .long,
        help: ArgumentHelp("Give up on a request after this many seconds, connecting included (default 15, or MOVIES_TIMEOUT).", valueName: "seconds"),
        transform: NumericArgument.seconds("a number of seconds from 0.1 to 600")
    )
    var timeout: Double?

    @Option(name: .long, help: ArgumentHelp("Language of titles and overviews, such as en-US or ko-KR (default from LANG).", valueName: "tag"))
    var language: String?

    @Flag(name: .long, help: "Print machine-readable JSON instead of the screen.")
    var json = false

    var settings: NetworkSettings {
        NetworkSettings(offline: offline, refresh: refresh, timeout: timeout, language: language, json: json)
    }

    mutating func validate() throws {
        try settings.validate()
    }
}
