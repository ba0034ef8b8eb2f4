/// A chart that fits in a line: one cell per value, each a column of block
/// characters as tall as its share of the largest, to an eighth of a cell
/// (`▁▂▃▄▅▆▇█`).
public enum BlockColumns {
    /// One eighth of a cell high to a whole cell.
    static let heights: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// A cell per value: a space for none, else the column for its share of
    /// the largest. A value above zero always shows at least an eighth, so
    /// it never looks like none.
    public static func text(_ values: [Int]) -> String {
        let maximum = values.max() ?? 0
        return String(values.map { value -> Character in
            guard value > 0, maximum > 0 else { return " " }
            let eighths = max(1, min(8, Int((Double(value) / Double(maximum) * 8).rounded())))
            return heights[eighths - 1]
        })
    }
}
