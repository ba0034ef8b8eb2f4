import Foundation

/// Runs the in-process benchmarks, joins them with the whole-process figures
/// `run.sh` left in a folder, prints the table of figures against the targets
/// of issue #7, and writes it as Markdown to `<folder>/table.md`.
///
/// Usage: `MoviesBenchmarks [--results FOLDER]`
@main
@MainActor
struct MoviesBenchmarks {
    static func main() async {
        let arguments = CommandLine.arguments.dropFirst()
        var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if let flag = arguments.firstIndex(of: "--results"), arguments.index(after: flag) < arguments.endIndex {
            folder = URL(fileURLWithPath: arguments[arguments.index(after: flag)])
        }
        do {
            let figures = try await inProcessFigures(wholeProcess: WholeProcessResults(folder: folder))
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
        figures += BuildFigures(results: results).figures
        return figures
    }

    private static func progress(_ step: String) {
        FileHandle.standardError.write(Data("  measuring \(step)…\n".utf8))
    }
}
