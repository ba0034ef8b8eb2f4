import ArgumentParser
import MoviesPresentation

/// `movies genres`: the genres to discover films by.
struct GenresCommand: InvocationCommand {
    static let configuration = CommandConfiguration(commandName: "genres", abstract: "The genres to discover films by.")

    @Option(
        name: .long,
        help: ArgumentHelp("Open genre n (1-based): its films, most popular first.", valueName: "n"),
        transform: RowArgument.transform("genre")
    )
    var select: Int?

    @OptionGroup var network: NetworkOptions
    @OptionGroup var global: GlobalOptions

    var invocation: ScreenInvocation {
        ScreenInvocation(destination: .genres, select: select, network: network.settings, verbose: global.verbose)
    }
}
