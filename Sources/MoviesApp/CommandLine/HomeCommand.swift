import ArgumentParser
import MoviesPresentation

/// `movies home`: the home screen, as bare `movies` shows it, with the
/// options bare `movies` cannot take.
struct HomeCommand: InvocationCommand {
    static let configuration = CommandConfiguration(commandName: "home", abstract: "The home screen: the lists to browse.")

    @Option(
        name: .long,
        help: ArgumentHelp("Open section n of the home screen (1-based) and show that.", valueName: "n"),
        transform: RowArgument.transform("section")
    )
    var select: Int?

    @OptionGroup var network: NetworkOptions
    @OptionGroup var global: GlobalOptions

    var invocation: ScreenInvocation {
        ScreenInvocation(destination: .home, select: select, network: network.settings, verbose: global.verbose)
    }
}
