import ArgumentParser
import MoviesDomain
import MoviesPresentation
import Testing
@testable import MoviesApp

/// The option groups several commands share read the same line the same way
/// in each: the TMDB lists' one group builds the list's screen, and
/// `--json`/`--verbose` of the commands that print what is kept here reach
/// the command whichever command declares them.
@Suite struct CommandOptionGroupsTests {
    @Test func whenATMDBListIsAskedForARegion_thenItsScreenIsForThatRegionUpperCased_atThePageAndRowAsked() throws {
        // given
        let line = ["--region", "gb", "--page", "3", "--select", "2", "--offline", "--language", "ko-KR", "--verbose"]

        // when
        let popular = try PopularCommand.parse(line).invocation
        let trending = try TrendingCommand.parse(line + ["--week"]).invocation

        // then
        #expect(popular.destination == .moviesList(.popular(region: "GB"), page: 3))
        #expect(trending.destination == .moviesList(.trending(.week), page: 3))
        for invocation in [popular, trending] {
            #expect(invocation.region == "GB")
            #expect(invocation.select == 2)
            #expect(invocation.network == NetworkSettings(offline: true, language: "ko-KR"))
            #expect(invocation.verbose)
        }
    }

    @Test func whenNoRegionIsGiven_thenTheListIsLeftForTheConfigurationToPlace() throws {
        // when
        let invocation = try UpcomingCommand.parse([]).invocation

        // then
        #expect(invocation.destination == .moviesList(.upcoming(region: nil), page: 1))
        #expect(invocation.region == nil)
        #expect(invocation.select == nil)
        #expect(!invocation.verbose)
    }

    @Test func whenJSONAndVerboseAreGiven_thenEachCommandThatPrintsWhatIsKeptReadsThem() throws {
        // when
        let outputs = [
            try CacheCommand.Stats.parse(["--json", "--verbose"]).output,
            try CacheCommand.List.parse(["--verbose", "--json"]).output,
            try ListsCommand.parse(["--json", "--verbose"]).output,
            try RecentCommand.parse(["--limit", "3", "--json", "--verbose"]).output,
            try WatchlistCommand.List.parse(["--sort", "title", "--json", "--verbose"]).options.output,
            try SeenCommand.List.parse(["--json", "--verbose"]).options.output,
        ]
        let plain = try CacheCommand.Stats.parse([]).output

        // then
        for output in outputs {
            #expect(output.json && output.verbose)
        }
        #expect(!plain.json && !plain.verbose)
    }
}
