import Foundation
import MoviesData
import MoviesDomain
import MoviesPresentation
import MoviesUI
import TextUI

/// A library screen over a real library file (the 20,000 films `run.sh`
/// imports, each seen once): the time from asking for the screen to its
/// first full frame, and a frame after a key, at 120×40 — as
/// `ListFrameBenchmark` draws. The watchlist's screen by default; the diary's
/// with `makeScreen`.
@MainActor
struct LibraryScreenBenchmark {
    let directory: URL
    /// Makes the screen to open over the library.
    var makeScreen: @MainActor (any LibraryRepository) -> any MoviesScreen = { repository in
        LibraryListScreen(
            viewModel: DefaultLibraryListViewModel(list: .watchlist, fetchLibraryListUseCase: DefaultFetchLibraryListUseCase(libraryRepository: repository)),
            theme: MoviesTheme(usesColor: true)
        )
    }

    struct Result {
        let open: Samples
        let frameAfterKey: Samples
        let rowCount: Int
    }

    func run(openRuns: Int = 20, frameSampler: Sampler) async -> Result {
        let repository = DefaultLibraryRepository(directory: directory)
        defer { repository.close() }
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
            let screen = makeScreen(repository)
            navigator.setRoot(screen)
            // The first full frame: the screen has rows to show (the newest
            // films come before the whole list has been read).
            while !screen.output.showsFetchedData { await Task.yield() }
            var buffer = ScreenBuffer(size: ListFrameBenchmark.size)
            navigator.draw(into: &buffer, in: buffer.bounds)
            renderer.invalidate()
            written &+= renderer.render(buffer).count
            durations.append(clock.now - start)
            await navigator.waitUntilSettled()
            rowCount = screen.output.numberedRowCount
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
