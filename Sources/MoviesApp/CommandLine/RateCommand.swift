import ArgumentParser
import MoviesDomain

/// `movies rate FILM R [--year Y]`: your rating, 0.5 to 5 in halves; 0 clears it.
struct RateCommand: FilmCommand {
    static let configuration = CommandConfiguration(commandName: "rate", abstract: "Rate a film from 0.5 to 5 stars in halves; 0 clears your rating.")
    @OptionGroup var film: FilmArgument
    @Argument(help: ArgumentHelp("0.5 to 5 in halves, or 0 to clear.", valueName: "stars"), transform: LibraryArguments.rating)
    var rating: StarRating?
    @OptionGroup var global: GlobalOptions

    func run(_ app: MoviesApplication, on film: FilmReference) async throws { try await app.rate(film, rating: rating) }
}
