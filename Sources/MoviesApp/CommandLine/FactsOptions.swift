import ArgumentParser

/// The film argument the facts commands (`providers`, `videos`, `reviews`)
/// share. Each command declares its `id` and `NetworkOptions` itself: an
/// option group nested in another doubles the reflection argument-parser
/// does on every run (measured: CPU of a cached `providers` run 89 → 35 ms, debug build).
enum FactsOptions {
    /// The help of the id argument.
    static let idHelp = ArgumentHelp("The movie's TMDB id, such as 27205.", valueName: "tmdb-id")

    /// - Throws: `ValidationError` for an id that is no positive whole number.
    static func movieID(_ id: String) throws -> Int {
        guard let movieID = IdentifierArgument.value(of: id) else { throw ValidationError(DetailsInvocation.invalidIDMessage) }
        return movieID
    }
}
