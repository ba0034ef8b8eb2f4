import ArgumentParser
import MoviesDomain

/// `movies export [--format letterboxd|json] [--output FILE]`.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write your library as Letterboxd's import CSV (default; to a .zip, Letterboxd's export layout) or as lossless JSON."
    )
    @Option(name: .long, help: ArgumentHelp("letterboxd (CSV) or json.", valueName: "format"))
    var format = LibraryArguments.Format(value: .letterboxd)
    @Option(name: .long, help: ArgumentHelp("Write to this file instead of standard output; a .zip gets Letterboxd's whole export layout.", valueName: "file"))
    var output: String?
    @OptionGroup var global: GlobalOptions

    @MainActor
    func run() async throws {
        try await AppBootstrap.run(verbose: global.verbose) { try await $0.exportLibrary(format: format.value, output: output) }
    }
}
