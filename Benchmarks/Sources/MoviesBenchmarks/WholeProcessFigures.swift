/// The table lines for what `run.sh` measured with whole processes.
struct WholeProcessFigures {
    let results: WholeProcessResults

    private static let missing = "not run (use Benchmarks/run.sh)"

    var figures: [Figure] {
        [help] + cachedSearch + coldSearch + [peakMemory] + LibraryWholeProcessFigures(results: results).figures
    }

    private var help: Figure {
        guard let help = results.timing("help") else {
            return .notRun("`movies --help`", target: "≤ 10 ms", reason: Self.missing)
        }
        return Figure(
            measure: "`movies --help`",
            figure: FigureFormat.milliseconds(help.median) + " (CPU \(FigureFormat.milliseconds(help.cpu)))",
            target: "≤ 10 ms",
            isMet: help.median <= 0.010
        )
    }

    private var cachedSearch: [Figure] {
        guard let search = results.timing("cached-search"), let sqlite = results.timing("sqlite3") else {
            return [.notRun("`movies search X --offline`, cache hit", target: "≤ 12 ms", reason: Self.missing)]
        }
        let ratio = search.median / sqlite.median
        return [
            Figure(
                measure: "`movies search X --offline`, cache hit",
                figure: FigureFormat.milliseconds(search.median) + " (CPU \(FigureFormat.milliseconds(search.cpu)))",
                target: "≤ 12 ms",
                isMet: search.median <= 0.012
            ),
            Figure(
                measure: "  vs `sqlite3` CLI reading the same row",
                figure: FigureFormat.ratio(ratio) + " (sqlite3: \(FigureFormat.milliseconds(sqlite.median)))",
                target: "≤ 3×",
                isMet: ratio <= 3
            ),
        ]
    }

    private var coldSearch: [Figure] {
        guard let search = results.timing("cold-search"), let curl = results.timing("curl") else {
            return [.notRun("`movies search X`, cold, loopback stub", target: "≤ 2× curl", reason: Self.missing)]
        }
        let ratio = search.median / curl.median
        return [
            Figure(
                measure: "`movies search X`, cold, loopback stub",
                figure: FigureFormat.milliseconds(search.median) + " (CPU \(FigureFormat.milliseconds(search.cpu)))",
                target: "—",
                isMet: nil
            ),
            Figure(
                measure: "  vs `curl -s` of the same URL",
                figure: FigureFormat.ratio(ratio) + " (curl: \(FigureFormat.milliseconds(curl.median)))",
                target: "≤ 2×",
                isMet: ratio <= 2
            ),
        ]
    }

    private var peakMemory: Figure {
        let cached = results.medianNumber("rss-cached-search")
        let cold = results.medianNumber("rss-cold-search")
        guard let largest = [cached, cold].compactMap({ $0 }).max() else {
            return .notRun("peak RSS of a search", target: "≤ 25 MiB", reason: Self.missing)
        }
        let parts = [("cached", cached), ("cold", cold)].compactMap { name, value in
            value.map { "\(name) \(FigureFormat.mebibytes(kibibytes: $0))" }
        }
        return Figure(
            measure: "peak RSS of a search",
            figure: parts.joined(separator: ", "),
            target: "≤ 25 MiB",
            isMet: largest <= 25 * 1024
        )
    }
}

/// The table lines for the clean build and the test suite, which `run.sh`
/// measures only when asked (`BENCH_BUILD=1`): they take minutes.
struct BuildFigures {
    let results: WholeProcessResults

    private static let optIn = "not run (BENCH_BUILD=1)"

    var figures: [Figure] {
        [
            figure("build-debug", measure: "clean debug build, fresh clone", limitMinutes: 4),
            figure("test-suite", measure: "whole test suite, fresh clone", limitMinutes: 5),
        ]
    }

    private func figure(_ name: String, measure: String, limitMinutes: Double) -> Figure {
        let target = "≤ \(Int(limitMinutes)) min"
        guard let seconds = results.medianNumber(name) else { return .notRun(measure, target: target, reason: Self.optIn) }
        return Figure(measure: measure, figure: FigureFormat.minutes(seconds), target: target, isMet: seconds <= limitMinutes * 60)
    }
}
