import ArgumentParser
import MoviesDomain
import MoviesPresentation

/// `movies collection TMDB_COLLECTION_ID`: a collection's films in release order.
struct CollectionCommand: InvocationCommand {
    static let configuration = CommandConfiguration(
        commandName: "collection", abstract: "Show the films of a collection (a series such as a trilogy), in release order."
    )

    @Argument(help: ArgumentHelp("The collection's TMDB id, such as 263 (The Dark Knight Collection).", valueName: "tmdb-collection-id"))
    var id: String

    @Option(
        name: .long,
        help: ArgumentHelp("Open film n (1-based) of the collection, as Enter would.", valueName: "n"),
        transform: RowArgument.transform("film")
    )
    var select: Int?

    @OptionGroup var network: NetworkOptions
    @OptionGroup var global: GlobalOptions

    var invocation: ScreenInvocation {
        let collectionID = IdentifierArgument.value(of: id) ?? 0
        return ScreenInvocation(
            destination: .moviesList(.collection(id: collectionID, name: nil)), select: select, network: network.settings, verbose: global.verbose
        )
    }

    mutating func validate() throws {
        guard IdentifierArgument.value(of: id) != nil else {
            throw ValidationError(IdentifierArgument.invalidMessage(kind: "collection", example: 263))
        }
        try invocation.validate()
    }
}
