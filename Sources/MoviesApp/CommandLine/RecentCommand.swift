import ArgumentParser

/// `movies recent`: recent successful queries, newest first.
struct RecentCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recent",
        abstract: "List recent successful searches, newest first."
    )

    @Option(
        name: .long,
        help: ArgumentHelp("How many to list, 1 to 100 (default 10).", valueName: "n"),
        transform: NumericArgument.wholeNumber("a whole number from 1 to 100")
    )
    var limit = 10

    @OptionGroup var output: OutputOptions

    mutating func validate() throws {
        guard (1...100).contains(limit) else {
            throw ValidationError("--limit must be a whole number from 1 to 100.")
        }
    }

    @MainActor
    func run() async throws {
        try await output.print { try await $0.printRecentQueries(limit: limit, json: $1) }
    }
}
