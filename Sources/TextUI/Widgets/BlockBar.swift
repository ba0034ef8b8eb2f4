/// A horizontal bar of block characters, drawn to an eighth of a cell:
/// whole cells are `█`, the last one of `▏▎▍▌▋▊▉`.
public enum BlockBar {
    /// The partial blocks, one eighth to seven eighths.
    static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// Whether `character` is one a bar is drawn with.
    public static func isBlock(_ character: Character) -> Bool {
        character == "█" || eighths.contains(character)
    }

    /// The bar for `value` out of `maximum` in at most `width` cells. A value
    /// above zero always shows at least an eighth, so it never looks like none.
    public static func text(_ value: Int, of maximum: Int, width: Int) -> String {
        guard value > 0, maximum > 0, width > 0 else { return "" }
        let total = width * 8
        let filled = max(1, min(total, Int((Double(value) / Double(maximum) * Double(total)).rounded())))
        var bar = String(repeating: "█", count: filled / 8)
        if filled % 8 > 0 { bar.append(eighths[filled % 8 - 1]) }
        return bar
    }
}
