import ArgumentParser
import MoviesDomain

/// FILM... where a command takes several films (`list add`): each a TMDB id
/// or a title as `FilmArgument` reads one. `--year` goes with one title
/// only; several titles carry their years as `"Heat (1995)"`.
struct FilmsArgument: ParsableArguments {
    @Argument(help: ArgumentHelp(
        "The films: each a TMDB id, such as 27205, or a title, such as \"Heat (1995)\" (digits alone are an id).",
        valueName: "film"
    ))
    var films: [String]
    @Option(name: .long, help: ArgumentHelp("The film's release year, when a single FILM is a title.", valueName: "year"), transform: LibraryArguments.year)
    var year: Int?

    /// The films as typed, once valid, in their order.
    var references: [FilmReference] {
        get throws { try films.map { try FilmArgument.reference($0, year: year) } }
    }

    mutating func validate() throws {
        if films.isEmpty { throw ValidationError("Give at least one film: its TMDB id, such as 27205, or its title, such as \"Heat (1995)\".") }
        if year != nil, films.count > 1 { throw ValidationError("--year goes with one title; write each title's year as \"Heat (1995)\".") }
        _ = try references
    }
}
