import ArgumentParser
import MoviesDomain

/// The commands that show one of TMDB's lists (`trending`, `popular`,
/// `top-rated`, `now-playing`, `upcoming`): the same options and the same
/// run, only the list differs.
protocol TMDBListCommand: InvocationCommand where Invocation == ScreenInvocation {
    var options: TMDBListOptions { get }
    /// The list the command shows.
    func source(region: String?) -> MoviesListSource
}

extension TMDBListCommand {
    var invocation: ScreenInvocation {
        options.invocation(of: source(region:))
    }
}

/// `movies trending [--week]`.
struct TrendingCommand: TMDBListCommand {
    static let configuration = CommandConfiguration(commandName: "trending", abstract: "Films trending today (or this week).")

    @Flag(name: .long, help: "Trending this week rather than today.")
    var week = false

    @OptionGroup var options: TMDBListOptions

    func source(region: String?) -> MoviesListSource { .trending(week ? .week : .day) }
}

/// `movies popular`.
struct PopularCommand: TMDBListCommand {
    static let configuration = CommandConfiguration(commandName: "popular", abstract: "Popular films.")

    @OptionGroup var options: TMDBListOptions

    func source(region: String?) -> MoviesListSource { .popular(region: region) }
}

/// `movies top-rated`.
struct TopRatedCommand: TMDBListCommand {
    static let configuration = CommandConfiguration(commandName: "top-rated", abstract: "The best-rated films.")

    @OptionGroup var options: TMDBListOptions

    func source(region: String?) -> MoviesListSource { .topRated(region: region) }
}

/// `movies now-playing`: only TMDB itself can answer it.
struct NowPlayingCommand: TMDBListCommand {
    static let configuration = CommandConfiguration(commandName: "now-playing", abstract: "Films in cinemas now (TMDB only).")

    @OptionGroup var options: TMDBListOptions

    func source(region: String?) -> MoviesListSource { .nowPlaying(region: region) }
}

/// `movies upcoming`: only TMDB itself can answer it.
struct UpcomingCommand: TMDBListCommand {
    static let configuration = CommandConfiguration(commandName: "upcoming", abstract: "Films soon in cinemas (TMDB only).")

    @OptionGroup var options: TMDBListOptions

    func source(region: String?) -> MoviesListSource { .upcoming(region: region) }
}
