import ArgumentParser
import MoviesPresentation

/// `movies lists [--json]`: every list of yours, without its films. On a
/// terminal it opens the screen of your lists; otherwise, or with `--json`,
/// it prints them once.
struct ListsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "lists", abstract: "List your lists: name, films, ranked, description.")
    @OptionGroup var output: OutputOptions

    @MainActor
    func run() async throws {
        try await output.show(MoviesSceneOptions(destination: .filmLists)) { try await $0.printFilmLists(json: $1) }
    }
}
