import ArgumentParser
import MoviesDomain

/// `movies seen [--json] | add FILM [--year Y] [--date D] [--rating R] | remove FILM [--date D]`.
struct SeenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seen",
        abstract: "List the films you have seen, or log or remove a viewing.",
        subcommands: [List.self, Add.self, Remove.self],
        defaultSubcommand: List.self
    )

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the films you have seen (and rated).")
        @OptionGroup var options: LibraryListOptions

        @MainActor
        func run() async throws {
            try await options.run(.seen)
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Log a viewing of a film, today or on --date.")
        @OptionGroup var film: FilmArgument
        @Option(name: .long, help: ArgumentHelp("The day you saw it, YYYY-MM-DD (default today).", valueName: "date"), transform: LibraryArguments.date)
        var date: CalendarDate?
        @Option(name: .long, help: ArgumentHelp("Your rating, 0.5 to 5 in halves.", valueName: "stars"))
        var rating: String?
        @OptionGroup var global: GlobalOptions

        /// `--rating` read; `nil` when not given.
        private var stars: StarRating? {
            get throws {
                guard let rating else { return nil }
                guard case .rating(let stars) = StarRating.parse(rating) else {
                    throw ValidationError("--rating must be 0.5 to 5 in halves, such as 3.5; to clear a rating use 'movies rate ID 0'.")
                }
                return stars
            }
        }

        mutating func validate() throws {
            _ = try stars
        }

        @MainActor
        func run() async throws {
            let stars = try stars
            let film = try film.reference
            try await AppBootstrap.run(verbose: global.verbose) { app in
                try await app.markSeen(film, date: date, rating: stars)
            }
        }
    }

    struct Remove: FilmCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove", abstract: "Remove every viewing of a film, or the one on --date (a title is found among the films seen)."
        )
        @OptionGroup var film: FilmArgument
        @Option(name: .long, help: ArgumentHelp("Only the viewing of this day, YYYY-MM-DD.", valueName: "date"), transform: LibraryArguments.date)
        var date: CalendarDate?
        @OptionGroup var global: GlobalOptions

        func run(_ app: MoviesApplication, on film: FilmReference) async throws { try await app.removeViewings(film, date: date) }
    }
}
