/// The table lines for the library of 20,000 films `run.sh` measured (issue #14).
struct LibraryWholeProcessFigures {
    let results: WholeProcessResults

    private static let missing = "not run (use Benchmarks/run.sh)"

    var figures: [Figure] {
        [list, importing, fileSize, letterboxdImport]
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

    private var letterboxdImport: Figure {
        let measure = "`movies import` of a 3,500-row Letterboxd export zip, titles matched against the embedded catalogue"
        guard let run = results.timing("letterboxd-import") else { return .notRun(measure, target: "≤ 1 s", reason: Self.missing) }
        return Figure(
            measure: measure,
            figure: FigureFormat.milliseconds(run.median) + " (CPU \(FigureFormat.milliseconds(run.cpu)))",
            target: "≤ 1 s",
            isMet: run.median <= 1
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
}
