import ArgumentParser
import MoviesDomain
import MoviesPresentation

/// The commands that show one of TMDB's lists (`trending`, `popular`,
/// `top-rated`, `now-playing`, `upcoming`): the same options and the same
/// run, only the list differs.
protocol TMDBListCommand: InvocationCommand where Invocation == ScreenInvocation {
    var list: ListOptions { get }
    var regionOption: RegionOption { get }
    var network: NetworkOptions { get }
    var global: GlobalOptions { get }
    /// The list the command shows.
    func source(region: String?) -> MoviesListSource
}

extension TMDBListCommand {
    var invocation: ScreenInvocation {
        let region = regionOption.region?.uppercased()
        return ScreenInvocation(
            destination: .moviesList(source(region: region), page: list.page),
            select: list.select, region: region, network: network.settings, verbose: global.verbose
        )
    }
}

/// `movies trending [--week]`.
struct TrendingCommand: TMDBListCommand {
    static let configuration = CommandConfiguration(commandName: "trending", abstract: "Films trending today (or this week).")

    @Flag(name: .long, help: "Trending this week rather than today.")
    var week = false

    @OptionGroup var list: ListOptions
    @OptionGroup var regionOption: RegionOption
    @OptionGroup var network: NetworkOptions
    @OptionGroup var global: GlobalOptions

    func source(region: String?) -> MoviesListSource { .trending(week ? .week : .day) }
}

/// `movies popular`.
struct PopularCommand: TMDBListCommand {
    static let configuration = CommandConfiguration(commandName: "popular", abstract: "Popular films.")

    @OptionGroup var list: ListOptions
    @OptionGroup var regionOption: RegionOption
    @OptionGroup var network: NetworkOptions
    @OptionGroup var global: GlobalOptions

    func source(region: String?) -> MoviesListSource { .popular(region: region) }
}

/// `movies top-rated`.
struct TopRatedCommand: TMDBListCommand {
    static let configuration = CommandConfiguration(commandName: "top-rated", abstract: "The best-rated films.")

    @OptionGroup var list: ListOptions
    @OptionGroup var regionOption: RegionOption
    @OptionGroup var network: NetworkOptions
    @OptionGroup var global: GlobalOptions

    func source(region: String?) -> MoviesListSource { .topRated(region: region) }
}

/// `movies now-playing`: only TMDB itself can answer it.
struct NowPlayingCommand: TMDBListCommand {
    static let configuration = CommandConfiguration(commandName: "now-playing", abstract: "Films in cinemas now (TMDB only).")

    @OptionGroup var list: ListOptions
    @OptionGroup var regionOption: RegionOption
    @OptionGroup var network: NetworkOptions
    @OptionGroup var global: GlobalOptions

    func source(region: String?) -> MoviesListSource { .nowPlaying(region: region) }
}

/// `movies upcoming`: only TMDB itself can answer it.
struct UpcomingCommand: TMDBListCommand {
    static let configuration = CommandConfiguration(commandName: "upcoming", abstract: "Films soon in cinemas (TMDB only).")

    @OptionGroup var list: ListOptions
    @OptionGroup var regionOption: RegionOption
    @OptionGroup var network: NetworkOptions
    @OptionGroup var global: GlobalOptions

    func source(region: String?) -> MoviesListSource { .upcoming(region: region) }
}
