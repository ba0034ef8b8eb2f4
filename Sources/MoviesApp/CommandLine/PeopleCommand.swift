import ArgumentParser
import MoviesPresentation

/// `movies people QUERY`: people whose names match, interactive or printed once.
struct PeopleCommand: InvocationCommand {
    static let configuration = CommandConfiguration(commandName: "people", abstract: "Search people (actors, directors, crew) by name.")

    @Argument(help: "Words of the name to search for.")
    var query: String

    @OptionGroup var list: ListOptions
    @OptionGroup var network: NetworkOptions
    @OptionGroup var global: GlobalOptions

    var invocation: ScreenInvocation {
        ScreenInvocation(destination: .peopleSearch(query, page: list.page), select: list.select, network: network.settings, verbose: global.verbose)
    }

    mutating func validate() throws {
        try QueryValidator.validate(query: query, subject: "name")
        try invocation.validate()
    }
}
