import ArgumentParser
import MoviesPresentation

/// `movies person TMDB_PERSON_ID`: biography and filmography.
struct PersonCommand: InvocationCommand {
    static let configuration = CommandConfiguration(commandName: "person", abstract: "Show a person's biography and films by their TMDB id.")

    @Argument(help: ArgumentHelp("The person's TMDB id, such as 525.", valueName: "tmdb-person-id"))
    var id: String

    @Option(
        name: .long,
        help: ArgumentHelp("Open film n (1-based) of the filmography, as Enter would.", valueName: "n"),
        transform: RowArgument.transform("film")
    )
    var select: Int?

    @OptionGroup var network: NetworkOptions
    @OptionGroup var global: GlobalOptions

    var invocation: ScreenInvocation {
        let personID = IdentifierArgument.value(of: id) ?? 0
        return ScreenInvocation(destination: .person(id: personID, name: nil), select: select, network: network.settings, verbose: global.verbose)
    }

    mutating func validate() throws {
        guard IdentifierArgument.value(of: id) != nil else {
            throw ValidationError(IdentifierArgument.invalidMessage(kind: "person", example: 525))
        }
        try invocation.validate()
    }
}
