import ArgumentParser
import MoviesDomain

/// `--year YYYY` of `search` and `discover`: the year a film was first released.
enum YearArgument {
    static let help = ArgumentHelp("Only films first released in this year.", valueName: "yyyy")

    static let transform = NumericArgument.wholeNumber("a four-digit year from 1870 to 2100")

    /// - Throws: `ValidationError` for a year outside the years films are looked for in.
    static func validate(_ year: Int?) throws {
        if let year, !DiscoverFilter.yearBounds.contains(year) {
            throw ValidationError("--year must be a four-digit year from 1870 to 2100.")
        }
    }
}
