import ArgumentParser

/// `movies cache stats|list|clear`: what the response cache holds.
struct CacheCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cache",
        abstract: "Inspect or clear the response cache.",
        subcommands: [Stats.self, List.self, Clear.self]
    )

    struct Stats: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Entries, size, limit and age of the cache.")
        @Flag(name: .long, help: "Print machine-readable JSON.") var json = false
        @OptionGroup var global: GlobalOptions

        @MainActor
        func run() async throws {
            try await AppBootstrap.run(global: global) { try $0.printCacheStatistics(json: json) }
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Cached requests, newest first.")
        @Flag(name: .long, help: "Print machine-readable JSON.") var json = false
        @OptionGroup var global: GlobalOptions

        @MainActor
        func run() async throws {
            try await AppBootstrap.run(global: global) { try $0.printCacheEntries(json: json) }
        }
    }

    struct Clear: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Remove every cached response.")
        @OptionGroup var global: GlobalOptions

        @MainActor
        func run() async throws {
            try await AppBootstrap.run(global: global) { try $0.clearCache() }
        }
    }
}
