import Foundation
import MoviesDomain
import MoviesPresentation
import MoviesUI

/// Runs the in-process benchmarks, joins them with the whole-process figures
/// `run.sh` left in a folder, prints the table of figures against the targets
/// of issue #7, and writes it as Markdown to `<folder>/table.md`.
///
/// Usage: `MoviesBenchmarks [--results FOLDER] [--movies BINARY [--only-browsing]] [--library DIR] [--diary DIR]`; with
/// `--movies`, the browsing figures of #13 are taken from that binary on a
/// pseudo-terminal. `MoviesBenchmarks --only-posters` prints the poster rows
/// of #16 alone (a few seconds) and writes no table; `--only-person`, the
/// steps of a huge person answer (#25), likewise.
@main
@MainActor
struct MoviesBenchmarks {
    static func main() async {
        let arguments = CommandLine.arguments.dropFirst()
        var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if let flag = arguments.firstIndex(of: "--results"), arguments.index(after: flag) < arguments.endIndex {
            folder = URL(fileURLWithPath: arguments[arguments.index(after: flag)])
        }
        var library: String?
        if let flag = arguments.firstIndex(of: "--library"), arguments.index(after: flag) < arguments.endIndex {
            library = arguments[arguments.index(after: flag)]
        }
        var libraryByHand: String?
        if let flag = arguments.firstIndex(of: "--library-by-hand"), arguments.index(after: flag) < arguments.endIndex {
            libraryByHand = arguments[arguments.index(after: flag)]
        }
        var diary: String?
        if let flag = arguments.firstIndex(of: "--diary"), arguments.index(after: flag) < arguments.endIndex {
            diary = arguments[arguments.index(after: flag)]
        }
        var movies: String?
        if let flag = arguments.firstIndex(of: "--movies"), arguments.index(after: flag) < arguments.endIndex {
            movies = arguments[arguments.index(after: flag)]
        }
        if arguments.contains("--only-posters") {
            print(ResultsTable(figures: posterFigures()).text)
            return
        }
        if arguments.contains("--only-person") {
            await printHugePersonFigures()
            return
        }
        do {
            // `--only-browsing` re-takes the browsing and library-screen rows alone (a minute, not ten).
            var figures = arguments.contains("--only-browsing") ? [] : try await inProcessFigures(wholeProcess: WholeProcessResults(folder: folder))
            figures += try browsingFigures(movies: movies)
            figures += try detailsFactsFigures(movies: movies)
            figures += await libraryScreenFigures(directory: library, kind: "imported at once")
            if let libraryByHand { figures += await libraryScreenFigures(directory: libraryByHand, kind: "added one by one") }
            figures += await diaryScreenFigures(directory: diary)
            let table = ResultsTable(figures: figures)
            print(table.text)
            try table.markdown.appending("\n").write(to: folder.appendingPathComponent("table.md"), atomically: true, encoding: .utf8)
        } catch {
            FileHandle.standardError.write(Data("MoviesBenchmarks: \(error)\n".utf8))
            exit(1)
        }
    }

    private static func inProcessFigures(wholeProcess results: WholeProcessResults) async throws -> [Figure] {
        let page = try SearchPageFixture.body()
        progress("JSON decoding of a 20-result page")
        let decoding = try JSONDecodingBenchmark(body: page).run(sampler: Sampler(warmupRuns: 200, measuredRuns: 2_000))
        progress("cache lookups among 100 and 100,000 entries")
        let lookupSampler = Sampler(warmupRuns: 200, measuredRuns: 2_000)
        let small = try CacheLookupBenchmark(entryCount: 100, pageBody: page).run(sampler: lookupSampler)
        let large = try CacheLookupBenchmark(entryCount: 100_000, pageBody: page).run(sampler: lookupSampler)
        progress("frames of a 10,000-row list at 120×40")
        let frame = await ListFrameBenchmark(rowCount: 10_000).run(sampler: Sampler(warmupRuns: 50, measuredRuns: 500))
        let cursorBytes = await CursorMoveBenchmark(rowCount: 10_000).run()

        var figures = WholeProcessFigures(results: results).figures
        figures.append(Figure(
            measure: "JSON decoding, 20-result page (in-process)",
            figure: FigureFormat.microseconds(decoding.median) + " (\(page.count) bytes)",
            target: "—",
            isMet: nil
        ))
        let lookupRatio = large.lookup.median / small.lookup.median
        figures.append(Figure(
            measure: "cache lookup among 100,000 entries",
            figure: FigureFormat.milliseconds(large.lookup.median)
                + " (plain SELECT \(FigureFormat.milliseconds(large.selectOnly.median)))",
            target: "≤ 1 ms",
            isMet: large.lookup.median <= 0.001
        ))
        figures.append(Figure(
            measure: "  vs lookup among 100 entries",
            figure: FigureFormat.ratio(lookupRatio) + " (100: \(FigureFormat.milliseconds(small.lookup.median)))",
            target: "≤ 2×",
            isMet: lookupRatio <= 2
        ))
        figures.append(Figure(
            measure: "one frame, 10,000-row list, 120×40",
            figure: FigureFormat.milliseconds(frame.fullFrame.median)
                + " full (\(FigureFormat.milliseconds(frame.frameAfterKey.median)) after a key)",
            target: "≤ 1 ms",
            isMet: frame.fullFrame.median <= 0.001
        ))
        figures.append(Figure(
            measure: "bytes for a one-row cursor move, 120×40",
            figure: "\(cursorBytes) bytes",
            target: "≤ 300",
            isMet: cursorBytes <= 300
        ))
        figures += posterFigures()
        figures += BuildFigures(results: results).figures
        return figures
    }

    private static func printHugePersonFigures() async {
        progress("a person answer of 240,000 jobs in one film, then of 200,000 films")
        do {
            let sampler = Sampler(warmupRuns: 1, measuredRuns: 5)
            var figures = try await HugePersonBenchmark(shape: .jobsInOneFilm).figures(sampler: sampler)
            figures += try await HugePersonBenchmark(shape: .films).figures(sampler: sampler)
            print(ResultsTable(figures: figures).text)
        } catch {
            FileHandle.standardError.write(Data("MoviesBenchmarks: \(error)\n".utf8))
            exit(1)
        }
    }

    private static func posterFigures() -> [Figure] {
        progress("a picture over 30×45 cells drawn in block characters, each class")
        return PosterRenderBenchmark().figures(sampler: Sampler(warmupRuns: 50, measuredRuns: 500))
    }

    private static func browsingFigures(movies: String?) throws -> [Figure] {
        let target = "≤ 5 ms"
        guard let movies else {
            return [Figure.notRun("key → frame, opening a film, person or list", target: target, reason: "not run (no --movies)")]
        }
        progress("key → frame on a pseudo-terminal, 200 times each (release binary, cached)")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("movies-browse-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let results = try BrowsingFrameBenchmark(movies: movies, directory: directory).run(iterations: ProcessInfo.processInfo.environment["BENCH_BROWSE_RUNS"].flatMap(Int.init) ?? 200)
        func row(_ measure: String, _ samples: Samples, limit: Double? = 0.005, target: String = "≤ 5 ms") -> Figure {
            Figure(
                measure: measure,
                figure: FigureFormat.milliseconds(samples.median) + " (p90 \(FigureFormat.milliseconds(samples.percentile(0.9))))",
                target: limit == nil ? "—" : target,
                isMet: limit.map { samples.median <= $0 }
            )
        }
        let flat = results.peakAfter1000Screens <= results.peakAfter100Screens * 1.1
        return [
            row("key → frame: open a list (home → Trending)", results.openList),
            row("key → frame: open a film", results.openFilm),
            row("key → frame: open a person (cast link)", results.openPerson),
            row("key → frame: back with Backspace", results.back),
            row("key → frame: back with Esc (lone-Esc wait included)", results.escapeBack, limit: nil),
            row("home screen, first full frame from exec", results.homeFirstFrame, limit: 0.040, target: "≤ 40 ms"),
            Figure(
                measure: "peak RSS after a 1,000-screen wander",
                figure: FigureFormat.mebibytes(kibibytes: results.peakAfter1000Screens)
                    + " (after 100: \(FigureFormat.mebibytes(kibibytes: results.peakAfter100Screens)))",
                target: "≤ 40 MiB, flat",
                isMet: results.peakAfter1000Screens <= 40 * 1024 && flat
            ),
        ]
    }

    /// The details with every appended part and the videos screen, against
    /// the stub `make bench` starts (`BENCH_TMDB_BASE_URL`), cached.
    private static func detailsFactsFigures(movies: String?) throws -> [Figure] {
        let measure = "key → frame: a film's details with where to watch, trailer, keywords, reviews (stub, cached)"
        guard let movies, let baseURL = ProcessInfo.processInfo.environment["BENCH_TMDB_BASE_URL"] else {
            return [Figure.notRun(measure, target: "≤ 5 ms", reason: "not run (no --movies or no BENCH_TMDB_BASE_URL)")]
        }
        progress("key → frame of the details with every appended part, and of v, 100 times each")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("movies-facts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let results = try DetailsFactsFrameBenchmark(movies: movies, baseURL: baseURL, directory: directory)
            .run(iterations: ProcessInfo.processInfo.environment["BENCH_BROWSE_RUNS"].flatMap(Int.init).map { max(1, $0 / 2) } ?? 100)
        func row(_ measure: String, _ samples: Samples) -> Figure {
            Figure(
                measure: measure,
                figure: FigureFormat.milliseconds(samples.median) + " (p90 \(FigureFormat.milliseconds(samples.percentile(0.9))))",
                target: "≤ 5 ms",
                isMet: samples.median <= 0.005
            )
        }
        return [row(measure, results.openDetails), row("key → frame: v, the film's videos (stub, cached)", results.openVideos)]
    }

    /// - Parameter kind: How the films came into the watchlist: all at one
    ///   moment (an import; the newest films are all the films) or one by one.
    private static func libraryScreenFigures(directory: String?, kind: String) async -> [Figure] {
        guard let directory else {
            return [Figure.notRun("library screen, 20,000 films: open, frame", target: "≤ 15 ms, ≤ 1 ms", reason: "not run (no --library)")]
        }
        progress("the library screen over 20,000 films")
        let result = await LibraryScreenBenchmark(directory: URL(fileURLWithPath: directory))
            .run(frameSampler: Sampler(warmupRuns: 20, measuredRuns: 200))
        return screenFigures(result, opening: "library screen, \(result.rowCount) films \(kind): open to first frame")
    }

    /// Open to first frame (≤ 15 ms) and a frame after a key (≤ 1 ms) of a library screen.
    private static func screenFigures(_ result: LibraryScreenBenchmark.Result, opening measure: String) -> [Figure] {
        [
            Figure(measure: measure, figure: FigureFormat.milliseconds(result.open.median), target: "≤ 15 ms", isMet: result.open.median <= 0.015),
            Figure(
                measure: "  its frame after a key, 120×40",
                figure: FigureFormat.milliseconds(result.frameAfterKey.median),
                target: "≤ 1 ms",
                isMet: result.frameAfterKey.median <= 0.001
            ),
        ]
    }

    /// The diary's screen over a library of 20,000 viewings (`--diary`;
    /// `run.sh` gives the library it imported, each film seen once).
    private static func diaryScreenFigures(directory: String?) async -> [Figure] {
        let measure = "diary screen, 20,000 viewings: open to first frame"
        guard let directory else { return [Figure.notRun(measure, target: "≤ 15 ms", reason: "not run (no --diary)")] }
        progress("the diary screen over 20,000 viewings")
        var benchmark = LibraryScreenBenchmark(directory: URL(fileURLWithPath: directory))
        benchmark.makeScreen = { repository in
            DiaryScreen(
                viewModel: DefaultDiaryViewModel(fetchDiaryUseCase: DefaultFetchDiaryUseCase(libraryRepository: repository)),
                theme: MoviesTheme(usesColor: true)
            )
        }
        let result = await benchmark.run(frameSampler: Sampler(warmupRuns: 20, measuredRuns: 200))
        return screenFigures(result, opening: "diary screen, \(result.rowCount) viewings: open to first frame")
    }

    private static func progress(_ step: String) {
        FileHandle.standardError.write(Data("  measuring \(step)…\n".utf8))
    }
}
