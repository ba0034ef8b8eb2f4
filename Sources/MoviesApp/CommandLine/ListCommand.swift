import ArgumentParser
import MoviesDomain

/// `movies list NAME [--json]` and `movies list create|add|remove|rename|delete|note …`.
///
/// `movies list NAME` shows a list (the `show` subcommand is the default).
/// A list whose name is one of the subcommands' is shown with
/// `movies list -- NAME` or `movies list show NAME`; the other subcommands
/// take the name after theirs, where it is never read as a subcommand.
struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Show one of your lists, or make and change lists.",
        discussion: "A list named like a subcommand (create, add, …) is shown with 'movies list -- NAME' or 'movies list show NAME'.",
        subcommands: [Show.self, Create.self, Add.self, Remove.self, Rename.self, Delete.self, Note.self],
        defaultSubcommand: Show.self
    )

    static let nameHelp = ArgumentHelp("The list's name (case aside).", valueName: "name")

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show", abstract: "Show a list's films in order (numbered when ranked).")
        @Argument(help: ListCommand.nameHelp) var name: String
        @Flag(name: .long, help: "Print machine-readable JSON.") var json = false
        @OptionGroup var global: GlobalOptions

        @MainActor
        func run() async throws {
            let (name, json) = (name, json)
            try await AppBootstrap.run(verbose: global.verbose) { app in
                // At a terminal, the list's screen, as every command opens its screen.
                if !json && app.canShowFullScreen { return try await app.openFilmList(named: name) }
                try await app.printFilmList(named: name, json: json)
            }
        }
    }

    struct Create: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "create", abstract: "Make an empty list.")
        @Argument(help: ArgumentHelp("The new list's name, unique whatever its case.", valueName: "name")) var name: String
        @Flag(name: .long, help: "Its order is a ranking: shown numbered.") var ranked = false
        @Option(name: .long, help: ArgumentHelp("What the list is about.", valueName: "text")) var description: String?
        @OptionGroup var global: GlobalOptions

        @MainActor
        func run() async throws {
            try await AppBootstrap.run(verbose: global.verbose) { try await $0.createFilmList(name: name, description: description, isRanked: ranked) }
        }
    }

    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "add", abstract: "Put films at the end of a list, in the order given.")
        @Argument(help: ListCommand.nameHelp) var name: String
        @OptionGroup var films: FilmsArgument
        @Option(name: .long, help: ArgumentHelp("Your note on the film in this list (one film only).", valueName: "text")) var note: String?
        @OptionGroup var global: GlobalOptions

        mutating func validate() throws {
            if note != nil, films.films.count > 1 { throw ValidationError("--note goes with one film; add the others without it.") }
        }

        @MainActor
        func run() async throws {
            let films = try films.references
            try await AppBootstrap.run(verbose: global.verbose) { try await $0.addToFilmList(name, films, note: note) }
        }
    }

    struct Remove: FilmCommand {
        static let configuration = CommandConfiguration(commandName: "remove", abstract: "Take a film off a list; the films after it move up.")
        @Argument(help: ListCommand.nameHelp) var name: String
        @OptionGroup var film: FilmArgument
        @OptionGroup var global: GlobalOptions

        func run(_ app: MoviesApplication, on film: FilmReference) async throws { try await app.removeFromFilmList(name, film) }
    }

    struct Rename: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "rename", abstract: "Give a list another name.")
        @Argument(help: ListCommand.nameHelp) var name: String
        @Argument(help: ArgumentHelp("Its new name.", valueName: "new-name")) var newName: String
        @OptionGroup var global: GlobalOptions

        @MainActor
        func run() async throws {
            try await AppBootstrap.run(verbose: global.verbose) { try await $0.renameFilmList(name, to: newName) }
        }
    }

    struct Delete: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a list (its films stay wherever else they are).")
        @Argument(help: ListCommand.nameHelp) var name: String
        @OptionGroup var global: GlobalOptions

        @MainActor
        func run() async throws {
            try await AppBootstrap.run(verbose: global.verbose) { try await $0.deleteFilmList(name) }
        }
    }

    struct Note: FilmCommand {
        static let configuration = CommandConfiguration(commandName: "note", abstract: "Set your note on a film in a list; an empty note clears it.")
        @Argument(help: ListCommand.nameHelp) var name: String
        @OptionGroup var film: FilmArgument
        @Argument(help: ArgumentHelp("The note.", valueName: "text")) var text: String
        @OptionGroup var global: GlobalOptions

        func run(_ app: MoviesApplication, on film: FilmReference) async throws { try await app.setFilmListNote(name, film, note: text) }
    }
}
