/// The figures as Markdown tables: one row per picture and class, then the
/// mean over the set per class, with movies' ΔE as a multiple of chafa's
/// (below 1× means movies is closer to the source).
struct QualityTable {
    let comparisons: [Comparison]

    var text: String {
        var lines = [
            "| picture | class | chafa --symbols | movies ΔE00 | chafa ΔE00 | movies/chafa | movies SSIM | chafa SSIM |",
            "|---|---|---|---:|---:|---:|---:|---:|",
        ]
        for comparison in comparisons {
            lines.append(row(
                [comparison.picture, comparison.symbols.rawValue, comparison.chafaSymbols],
                movies: comparison.movies, chafa: comparison.chafa
            ))
        }
        lines.append("")
        lines.append("| mean over the set | movies renderer | chafa --symbols | movies ΔE00 | chafa ΔE00 | movies/chafa | movies SSIM | chafa SSIM |")
        lines.append("|---|---|---|---:|---:|---:|---:|---:|")
        for symbols in SymbolClass.allCases {
            for selector in symbols.chafaSelectors {
                let selected = comparisons.filter { $0.symbols == symbols && $0.chafaSymbols == selector }
                guard !selected.isEmpty else { continue }
                let chafa = Self.mean(selected.map(\.chafa))
                let moviesScores = selected.compactMap(\.movies)
                let movies = moviesScores.count == selected.count ? Self.mean(moviesScores) : nil
                let renderer = MoviesPosterRenderer.renderer(for: symbols) ?? "not available"
                lines.append(row([symbols.rawValue, renderer, selector], movies: movies, chafa: chafa))
            }
        }
        return lines.joined(separator: "\n")
    }

    private func row(_ labels: [String], movies: QualityScore?, chafa: QualityScore) -> String {
        let moviesDeltaE = movies.map { Self.format($0.meanDeltaE, digits: 2) } ?? "n/a"
        let ratio = movies.map { Self.format($0.meanDeltaE / chafa.meanDeltaE, digits: 2) + "×" } ?? "n/a"
        let moviesSSIM = movies.map { Self.format($0.ssim, digits: 3) } ?? "n/a"
        return "| \(labels.joined(separator: " | ")) | \(moviesDeltaE) | \(Self.format(chafa.meanDeltaE, digits: 2)) | \(ratio) | \(moviesSSIM) | \(Self.format(chafa.ssim, digits: 3)) |"
    }

    private static func mean(_ scores: [QualityScore]) -> QualityScore {
        QualityScore(
            meanDeltaE: scores.map(\.meanDeltaE).reduce(0, +) / Double(scores.count),
            ssim: scores.map(\.ssim).reduce(0, +) / Double(scores.count)
        )
    }

    /// Fixed decimals without Foundation's locale-dependent formatting.
    static func format(_ value: Double, digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        let fraction = String(scaled % Int(scale))
        let padded = String(repeating: "0", count: max(0, digits - fraction.count)) + fraction
        return (value < 0 && scaled != 0 ? "-" : "") + "\(whole)" + (digits > 0 ? ".\(padded)" : "")
    }
}
