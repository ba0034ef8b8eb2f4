import ArgumentParser

/// The film argument and the options every facts command shares
/// (`providers`, `videos`, `reviews`).
struct FactsOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("The movie's TMDB id, such as 27205.", valueName: "tmdb-id"))
    var id: String

    @OptionGroup var network: NetworkOptions

    /// - Throws: `ValidationError` for an id that is no positive whole number.
    func movieID() throws -> Int {
        guard let movieID = IdentifierArgument.value(of: id) else { throw ValidationError(DetailsInvocation.invalidIDMessage) }
        return movieID
    }

    mutating func validate() throws {
        _ = try movieID()
        try network.validate()
    }
}
