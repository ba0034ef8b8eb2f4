import ArgumentParser
import MoviesDomain

/// `movies log FILM [--year Y] [--date today|yesterday|YYYY-MM-DD] [--rating R]
/// [--rewatch|--no-rewatch] [--tag T]… [--review TEXT]`: a diary entry.
struct LogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Log a viewing with its day, rating, rewatch, tags and review; it leaves the watchlist."
    )
    @OptionGroup var film: FilmArgument
    @Option(name: .long, help: ArgumentHelp("today, yesterday or YYYY-MM-DD (default today).", valueName: "date"), transform: LibraryArguments.day)
    var date: ViewingDay = .today
    @Option(name: .long, help: ArgumentHelp("Your rating, 0.5 to 5 in halves.", valueName: "stars"), transform: LibraryArguments.viewingRating)
    var rating: StarRating?
    @Flag(inversion: .prefixedNo, exclusivity: .exclusive, help: "Whether you had seen it before (default: yes when the library has an earlier viewing).")
    var rewatch: Bool?
    @Option(name: .customLong("tag"), help: ArgumentHelp("A tag; repeat for more.", valueName: "tag"))
    var tags: [String] = []
    @Option(name: .long, help: ArgumentHelp("What you thought of it.", valueName: "text"))
    var review: String?
    @OptionGroup var global: GlobalOptions

    @MainActor
    func run() async throws {
        let log = ViewingLog(day: date, rating: rating, rewatch: rewatch, tags: tags, review: review)
        let film = try film.reference
        try await AppBootstrap.run(verbose: global.verbose) { try await $0.logViewing(film, log) }
    }
}
