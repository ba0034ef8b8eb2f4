import ArgumentParser
import MoviesDomain

/// `movies watchlist [--json] | add FILM [--year Y] | remove FILM`: films you mean to see.
struct WatchlistCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watchlist",
        abstract: "List your watchlist, or add or remove a film.",
        subcommands: [List.self, Add.self, Remove.self],
        defaultSubcommand: List.self
    )

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the films on your watchlist.")
        @OptionGroup var options: LibraryListOptions

        @MainActor
        func run() async throws {
            try await options.run(.watchlist)
        }
    }

    struct Add: FilmCommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Put a film on your watchlist.")
        @OptionGroup var film: FilmArgument
        @OptionGroup var global: GlobalOptions

        func run(_ app: MoviesApplication, on film: FilmReference) async throws { try await app.addToWatchlist(film) }
    }

    struct Remove: FilmCommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: "Take a film off your watchlist (a title is found among its films).")
        @OptionGroup var film: FilmArgument
        @OptionGroup var global: GlobalOptions

        func run(_ app: MoviesApplication, on film: FilmReference) async throws { try await app.removeFromWatchlist(film) }
    }
}
