/// The table lines for the library of 20,000 films `run.sh` measured (issue #14).
struct LibraryWholeProcessFigures {
    let results: WholeProcessResults

    private static let missing = "not run (use Benchmarks/run.sh)"

    var figures: [Figure] {
        [list, importing, fileSize, letterboxdImport, stats]
    }

    private var list: Figure {
        timed("library-watchlist", "`movies watchlist`, 20,000 films, every row printed", target: "≤ 80 ms", limit: 0.080)
    }

    private var importing: Figure {
        timed("library-import", "`movies import` of a 20,000-film CSV (by tmdbID), empty library", target: "≤ 3 s", limit: 3)
    }

    private var stats: Figure {
        timed("library-stats", "`movies stats`, 20,000 viewings of catalogue films, tables printed", target: "≤ 50 ms", limit: 0.050)
    }

    /// A whole-process timing `run.sh` took with hyperfine, its median against `limit` seconds.
    private func timed(_ name: String, _ measure: String, target: String, limit: Double) -> Figure {
        guard let run = results.timing(name) else { return .notRun(measure, target: target, reason: Self.missing) }
        return Figure(
            measure: measure,
            figure: FigureFormat.milliseconds(run.median) + " (CPU \(FigureFormat.milliseconds(run.cpu)))",
            target: target,
            isMet: run.median <= limit
        )
    }

    private var letterboxdImport: Figure {
        timed("letterboxd-import", "`movies import` of a 3,500-row Letterboxd export zip, titles matched against the embedded catalogue", target: "≤ 1 s", limit: 1)
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
