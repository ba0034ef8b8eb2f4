import Foundation

/// The table of figures, as aligned text for the terminal and as Markdown
/// for the README.
struct ResultsTable {
    let figures: [Figure]
    private static let headings = ["measure", "figure", "target", "met?"]

    var text: String {
        let rows = [Self.headings] + figures.map { [$0.measure, $0.figure, $0.target, $0.verdict] }
        let widths = (0..<Self.headings.count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.enumerated().map { index, row in
            let line = zip(row, widths).map { cell, width in cell.padding(toLength: width, withPad: " ", startingAt: 0) }
                .joined(separator: " · ")
            return index == 0 ? line + "\n" + String(repeating: "-", count: line.count) : line
        }.joined(separator: "\n")
    }

    var markdown: String {
        let rows = figures.map { "| \($0.measure) | \($0.figure) | \($0.target) | \($0.verdict) |" }
        return (["| measure | figure | target | met? |", "| --- | --- | --- | --- |"] + rows).joined(separator: "\n")
    }
}
