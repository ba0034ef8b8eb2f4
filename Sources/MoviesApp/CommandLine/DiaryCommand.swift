import ArgumentParser
import MoviesDomain
import MoviesPresentation

/// `movies diary [--year YYYY | --month YYYY-MM] [--json]`: every logged
/// viewing, newest first, by month. On a terminal it opens the diary's
/// screen; otherwise, or with `--json`, it prints the diary once.
struct DiaryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "diary", abstract: "Your viewings, newest first, by month.")
    @Option(name: .long, help: ArgumentHelp("Only the viewings of this year.", valueName: "YYYY"), transform: LibraryArguments.diaryYear)
    var year: DiaryPeriod?
    @Option(name: .long, help: ArgumentHelp("Only the viewings of this month.", valueName: "YYYY-MM"), transform: LibraryArguments.diaryMonth)
    var month: DiaryPeriod?
    @Flag(name: .long, help: "Print JSON: each viewing with its film, rating, rewatch, tags and review.")
    var json = false
    @OptionGroup var global: GlobalOptions

    mutating func validate() throws {
        if year != nil, month != nil { throw ValidationError("Give --year or --month, not both.") }
    }

    @MainActor
    func run() async throws {
        let period = year ?? month ?? .all
        let json = json
        try await AppBootstrap.run(verbose: global.verbose) { app in
            try await app.showScreen(MoviesSceneOptions(destination: .diary(period)), json: json) {
                try await app.printDiary(period: period, json: json)
            }
        }
    }
}
