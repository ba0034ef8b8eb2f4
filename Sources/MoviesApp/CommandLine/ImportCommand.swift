import ArgumentParser

/// `movies import FILE [--dry-run]`.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a Letterboxd CSV, Letterboxd's export .zip, or a movies JSON export: all of it or nothing."
    )
    @Argument(help: ArgumentHelp("The file to import.", valueName: "file"))
    var file: String
    @Flag(name: .long, help: "Say what would change, and change nothing.")
    var dryRun = false
    @OptionGroup var global: GlobalOptions

    @MainActor
    func run() async throws {
        try await AppBootstrap.run(verbose: global.verbose) { try await $0.importLibrary(path: file, dryRun: dryRun) }
    }
}
