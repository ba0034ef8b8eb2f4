import ArgumentParser

/// `movies cache stats|list|clear`: what the response cache holds.
struct CacheCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Inspect or clear the response cache.",
        subcommands: [Stats.self, List.self, Clear.self]
    )

    // Every subcommand names itself: otherwise argument-parser derives each name from
    // `String(describing: Self.self)` while building the command tree on every start,
    // and those first-time runtime type lookups cost more than a whole cached search.
    struct Stats: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "stats", abstract: "Entries, size, limit and age of the cache.")
        @OptionGroup var output: OutputOptions

        @MainActor
        func run() async throws {
            try await output.print { try $0.printCacheStatistics(json: $1) }
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "Cached requests, newest first.")
        @OptionGroup var output: OutputOptions

        @MainActor
        func run() async throws {
            try await output.print { try $0.printCacheEntries(json: $1) }
        }
    }

    struct Clear: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "clear", abstract: "Remove every cached response.")
        @OptionGroup var global: GlobalOptions

        @MainActor
        func run() async throws {
            try await AppBootstrap.run(verbose: global.verbose) { try $0.clearCache() }
        }
    }
}
