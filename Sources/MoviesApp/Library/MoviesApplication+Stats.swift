#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MoviesDomain
import MoviesPresentation
import MoviesUI
import TextUI

extension MoviesApplication {
    /// How wide the longest bar of `movies stats` is on a terminal.
    private static let statsBarWidth = 40

    /// `movies stats`: JSON, or the tables — with bars of block characters
    /// (coloured where the terminal has colour) when stdout is a terminal.
    func printStats(year: Int?, json: Bool) async throws {
        let read = try await libraryCall(id: nil) {
            try await container.librarySceneDIContainer.makeFetchLibraryStatsUseCase().execute(year: year)
        }
        if let problem = read.problem {
            container.streams.printError("movies: " + LibraryErrorMessage.partialReadNote(for: problem))
        }
        if json {
            try container.streams.printOut(try JSONOutputEncoder.string(StatsJSON(read.value)))
            return
        }
        let bars = isatty(STDOUT_FILENO) == 1
            ? StatsText.Bars(width: Self.statsBarWidth, color: container.colorMode == .none ? nil : "36")
            : nil
        try container.streams.writeOut(StatsText.bytes(StatsPageViewModel(stats: read.value), bars: bars))
    }
}
