/// The table lines for the library of 20,000 films `run.sh` measured (issue #14).
struct LibraryWholeProcessFigures {
    let results: WholeProcessResults

    private static let missing = "not run (use Benchmarks/run.sh)"

    var figures: [Figure] {
        [list, importing, fileSize, stats]
    }

    private var list: Figure {
        let measure = "`movies watchlist`, 20,000 films, every row printed"
        guard let list = results.timing("library-watchlist") else { return .notRun(measure, target: "≤ 80 ms", reason: Self.missing) }
        return Figure(
            measure: measure,
            figure: FigureFormat.milliseconds(list.median) + " (CPU \(FigureFormat.milliseconds(list.cpu)))",
            target: "≤ 80 ms",
            isMet: list.median <= 0.080
        )
    }

    private var importing: Figure {
        let measure = "`movies import` of a 20,000-film CSV (by tmdbID), empty library"
        guard let run = results.timing("library-import") else { return .notRun(measure, target: "≤ 3 s", reason: Self.missing) }
        return Figure(
            measure: measure,
            figure: FigureFormat.milliseconds(run.median) + " (CPU \(FigureFormat.milliseconds(run.cpu)))",
            target: "≤ 3 s",
            isMet: run.median <= 3
        )
    }

    private var fileSize: Figure {
        let measure = "library file with those 20,000 films"
        guard let bytes = results.medianNumber("library-file-bytes") else { return .notRun(measure, target: "≤ 8 MiB", reason: Self.missing) }
        return Figure(
            measure: measure,
            figure: FigureFormat.mebibytes(kibibytes: bytes / 1024),
            target: "≤ 8 MiB",
            isMet: bytes <= 8 * 1024 * 1024
        )
    }

    private var stats: Figure {
        let measure = "`movies stats`, 20,000 viewings of catalogue films, tables printed"
        guard let run = results.timing("library-stats") else { return .notRun(measure, target: "≤ 50 ms", reason: Self.missing) }
        return Figure(
            measure: measure,
            figure: FigureFormat.milliseconds(run.median) + " (CPU \(FigureFormat.milliseconds(run.cpu)))",
            target: "≤ 50 ms",
            isMet: run.median <= 0.050
        )
    }
}
