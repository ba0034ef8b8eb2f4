import Foundation
import MoviesData
import MoviesDomain
import MoviesPresentation
import MoviesUI
import TextUI

/// The library screen over a real library file (the 20,000 films `run.sh`
/// imports): the time from asking for the screen to its first full frame,
/// and a frame after a key, at 120×40 — as `ListFrameBenchmark` draws.
@MainActor
struct LibraryScreenBenchmark {
    let directory: URL

    struct Result {
        let open: Samples
        let frameAfterKey: Samples
        let rowCount: Int
    }

    func run(openRuns: Int = 20, frameSampler: Sampler) async -> Result {
        let repository = DefaultLibraryRepository(directory: directory)
        defer { repository.close() }
        let useCase = DefaultFetchLibraryListUseCase(libraryRepository: repository)
        var renderer = FrameRenderer(colorMode: .ansi256)
        var written = 0
        var durations: [Duration] = []
        var navigator = MoviesScreenNavigator()
        var rowCount = 0
        let clock = ContinuousClock()
        for _ in 0..<openRuns {
            // The previous sample's screen (20,000 rows) goes before the
            // clock starts: its tear-down is not this opening's work.
            navigator = MoviesScreenNavigator()
            let start = clock.now
            let screen = LibraryListScreen(
                viewModel: DefaultLibraryListViewModel(list: .watchlist, fetchLibraryListUseCase: useCase),
                theme: MoviesTheme(usesColor: true)
            )
            navigator.setRoot(screen)
            // The first full frame: the screen has rows to show (the newest
            // films come before the whole list has been read).
            while !screen.showsFetchedData { await Task.yield() }
            var buffer = ScreenBuffer(size: ListFrameBenchmark.size)
            navigator.draw(into: &buffer, in: buffer.bounds)
            renderer.invalidate()
            written &+= renderer.render(buffer).count
            durations.append(clock.now - start)
            await navigator.waitUntilSettled()
            rowCount = screen.numberedRowCount
        }
        var movesDown = true
        let frameAfterKey = frameSampler.measure {
            _ = navigator.handle(movesDown ? .down : .up)
            movesDown.toggle()
            var buffer = ScreenBuffer(size: ListFrameBenchmark.size)
            navigator.draw(into: &buffer, in: buffer.bounds)
            written &+= renderer.render(buffer).count
        }
        if written == 0 { print("no bytes rendered") }
        return Result(open: Samples(durations: durations), frameAfterKey: frameAfterKey, rowCount: rowCount)
    }
}
