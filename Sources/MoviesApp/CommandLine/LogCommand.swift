import ArgumentParser
import MoviesDomain

/// `movies log FILM [--year Y] [--date today|yesterday|YYYY-MM-DD] [--rating R]
/// [--rewatch|--no-rewatch] [--tag T]… [--review TEXT | --review-file PATH]`: a diary entry.
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
    @Option(name: .customLong("review-file"), help: ArgumentHelp("The review written in a UTF-8 file; - reads standard input.", valueName: "path"))
    var reviewFile: String?
    @OptionGroup var global: GlobalOptions

    mutating func validate() throws {
        if review != nil, reviewFile != nil {
            throw ValidationError("Give the review once: --review TEXT or --review-file PATH, not both.")
        }
    }

    @MainActor
    func run() async throws {
        let review = try reviewFile.map(ReviewFile.text(at:)) ?? review
        let log = ViewingLog(day: date, rating: rating, rewatch: rewatch, tags: tags, review: review)
        let film = try film.reference
        try await AppBootstrap.run(verbose: global.verbose) { try await $0.logViewing(film, log) }
    }
}
