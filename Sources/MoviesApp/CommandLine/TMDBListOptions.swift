import ArgumentParser
import MoviesDomain
import MoviesPresentation

/// What every command showing one of TMDB's lists takes, in the order
/// `--help` lists it: `--page` and `--select`, `--region`, the network
/// options and `--verbose`. One group, so that each list command declares
/// only what sets it apart.
struct TMDBListOptions: ParsableArguments {
    @OptionGroup var list: ListOptions

    // An option, not a group of its own: each group costs argument-parser a reflection pass.
    @Option(name: .long, help: RegionOption.help)
    var region: String?

    @OptionGroup var network: NetworkOptions
    @OptionGroup var global: GlobalOptions

    /// The screen of the list `source` names for the region asked for
    /// (upper-cased, as TMDB takes it), at the page and row asked for.
    func invocation(of source: (_ region: String?) -> MoviesListSource) -> ScreenInvocation {
        let region = region?.uppercased()
        return ScreenInvocation(
            destination: .moviesList(source(region), page: list.page),
            select: list.select, region: region, network: network.settings, verbose: global.verbose
        )
    }
}
