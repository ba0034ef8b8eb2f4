import ArgumentParser

/// `movies config path|show`: where the config file is, and what the
/// settings are in effect and where each came from.
struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show where the config file is, or the settings in effect.",
        subcommands: [Path.self, Show.self]
    )

    // Named subcommands: see CacheCommand on the cost of derived names.
    struct Path: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "path",
            abstract: "Print the config file's path (stdout) and whether it exists (stderr)."
        )

        @MainActor
        func run() async throws {
            let location = AppConfigurationLoader.processEnvironment().configFileLocation()
            let streams = StandardStreams()
            // The path alone on stdout, so that `$EDITOR "$(movies config path)"` works.
            try streams.printOut(ConfigFile.printable(location.path))
            streams.printError(
                ConfigFile.exists(at: location.path)
                    ? "movies: the config file exists (chosen by \(location.chosenBy))."
                    : "movies: there is no config file yet (chosen by \(location.chosenBy)); settings come from flags, the environment and defaults."
            )
        }
    }

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show",
            abstract: "Print each setting in effect and where it came from (flag, environment, file, default); credentials are redacted."
        )

        @Option(name: .long, help: ArgumentHelp("Show the settings as with this --language.", valueName: "tag"))
        var language: String?

        @Option(name: .long, help: ArgumentHelp("Show the settings as with this --region.", valueName: "cc"))
        var region: String?

        @Option(
            name: .long,
            help: ArgumentHelp("Show the settings as with this --timeout.", valueName: "seconds"),
            transform: NumericArgument.seconds("a number of seconds from 0.1 to 600")
        )
        var timeout: Double?

        mutating func validate() throws {
            try NetworkSettings(timeout: timeout, language: language).validate()
            try RegionOption.validate(region)
        }

        @MainActor
        func run() async throws {
            let overrides = AppConfigurationLoader.Overrides(timeoutSeconds: timeout, language: language, region: region)
            let configuration = try AppConfigurationLoader.processEnvironment().load(overrides)
            try StandardStreams().printOut(ConfigurationReport.text(for: configuration))
        }
    }
}
