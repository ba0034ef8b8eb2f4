import ArgumentParser
import MoviesPresentation
import MoviesUI

/// `movies`: the root command; with no subcommand it opens the home screen
/// (full screen at a terminal, printed once otherwise).
struct MoviesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "movies",
        abstract: "Browse The Movie Database (TMDB) from the terminal, online or from the cache.",
        discussion: """
            With no credentials and no TMDB_BASE_URL, movies answers from its embedded catalogue. \
            Set TMDB_API_KEY (v3) or TMDB_ACCESS_TOKEN (v4) to use TMDB itself, \
            or api_key or access_token in ~/.config/movies/config.toml (mode 600; see 'movies config show'). \
            Exit status: 0 success, 64 usage error, 69 nothing to show, 77 credentials rejected, 1 other failure, 128+N ended by signal N.


            """ + RootHelp.keysHeading,
        version: "0.1.0",
        subcommands: [
            SearchCommand.self, DetailsCommand.self,
            TrendingCommand.self, PopularCommand.self, TopRatedCommand.self, NowPlayingCommand.self, UpcomingCommand.self,
            DiscoverCommand.self, GenresCommand.self, HomeCommand.self,
            PeopleCommand.self, PersonCommand.self, RelatedCommand.self, CollectionCommand.self,
            RecentCommand.self, CacheCommand.self, ConfigCommand.self,
            WatchlistCommand.self, SeenCommand.self, LogCommand.self, DiaryCommand.self, StatsCommand.self, ListsCommand.self, ListCommand.self, RateCommand.self, ExportCommand.self, ImportCommand.self, OpenCommand.self,
            ProvidersCommand.self, VideosCommand.self, ReviewsCommand.self,
        ]
    )

    // Only --verbose: options of the root would be read before those of a
    // subcommand (`search x --json` would lose its --json); `movies home`
    // takes the rest.
    @OptionGroup var global: GlobalOptions

    @MainActor
    func run() async throws {
        try await ScreenInvocation(destination: .home, network: NetworkSettings(), verbose: global.verbose).run()
    }
}
