/// The table lines for what `run.sh` measured with whole processes.
struct WholeProcessFigures {
    let results: WholeProcessResults

    private static let missing = "not run (use Benchmarks/run.sh)"

    var figures: [Figure] {
        [help] + cachedSearch + coldSearch + peakMemory + LibraryWholeProcessFigures(results: results).figures
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
        guard let pair = results.pairedTimings("pair-cached") else {
            return [.notRun("`movies search X --offline`, cache hit", target: "≤ 12 ms", reason: Self.missing)]
        }
        let ratio = pair.ours.median / pair.theirs.median
        return [
            Figure(
                measure: "`movies search X --offline`, cache hit",
                figure: FigureFormat.milliseconds(pair.ours.median) + " (CPU \(FigureFormat.milliseconds(pair.ours.cpu)))",
                target: "≤ 12 ms",
                isMet: pair.ours.median <= 0.012
            ),
            Figure(
                measure: "  vs `sqlite3` CLI reading the same row, paired\(load("pair-cached"))",
                figure: FigureFormat.ratio(ratio) + " (sqlite3: \(FigureFormat.milliseconds(pair.theirs.median)))",
                target: "≤ 2×",
                isMet: ratio <= 2
            ),
            instructions("cache hit", ours: "cached-search", theirs: "sqlite3", theirName: "sqlite3 CLI"),
        ]
    }

    private var coldSearch: [Figure] {
        guard let pair = results.pairedTimings("pair-cold") else {
            return [.notRun("`movies search X`, cold, loopback stub", target: "≤ 1.6× curl", reason: Self.missing)]
        }
        let ratio = pair.ours.median / pair.theirs.median
        return [
            Figure(
                measure: "`movies search X`, cold, loopback stub",
                figure: FigureFormat.milliseconds(pair.ours.median) + " (CPU \(FigureFormat.milliseconds(pair.ours.cpu)))",
                target: "—",
                isMet: nil
            ),
            Figure(
                measure: "  vs `curl -s` of the same URL, paired\(load("pair-cold"))",
                figure: FigureFormat.ratio(ratio) + " (curl: \(FigureFormat.milliseconds(pair.theirs.median)))",
                target: "≤ 1.6×",
                isMet: ratio <= 1.6
            ),
            instructions("cold search", ours: "cold-search", theirs: "curl", theirName: "curl"),
        ]
    }

    /// " (load average 1.2 → 2.3)": a wall-clock ratio is only as good as the machine was quiet.
    private func load(_ name: String) -> String {
        results.loadAverage(name).map { " (load average \($0))" } ?? ""
    }

    /// Instructions of one run (callgrind): steady whatever the load.
    private func instructions(_ what: String, ours: String, theirs: String, theirName: String) -> Figure {
        let measure = "  instructions of a \(what) (callgrind)"
        guard let count = results.medianNumber("instructions-\(ours)") else {
            return .notRun(measure, target: "—", reason: Self.missing)
        }
        let reference = results.medianNumber("instructions-\(theirs)").map { " (\(theirName): \(FigureFormat.millions($0)))" } ?? ""
        return Figure(measure: measure, figure: FigureFormat.millions(count) + reference, target: "—", isMet: nil)
    }

    private var peakMemory: [Figure] {
        [
            rss("rss-cached-search", measure: "peak RSS of a search, cached", limitMiB: 14),
            rss("rss-cold-search", measure: "peak RSS of a search, cold", limitMiB: 20),
        ]
    }

    private func rss(_ name: String, measure: String, limitMiB: Double) -> Figure {
        let target = "≤ \(Int(limitMiB)) MiB"
        guard let kibibytes = results.medianNumber(name) else { return .notRun(measure, target: target, reason: Self.missing) }
        return Figure(measure: measure, figure: FigureFormat.mebibytes(kibibytes: kibibytes), target: target, isMet: kibibytes <= limitMiB * 1024)
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
