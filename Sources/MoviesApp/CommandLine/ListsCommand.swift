import ArgumentParser

/// `movies lists [--json]`: every list of yours, without its films.
struct ListsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lists", abstract: "List your lists: name, films, ranked, description.")
    @Flag(name: .long, help: "Print machine-readable JSON.") var json = false
    @OptionGroup var global: GlobalOptions

    @MainActor
    func run() async throws {
        try await AppBootstrap.run(verbose: global.verbose) { try await $0.printFilmLists(json: json) }
    }
}
