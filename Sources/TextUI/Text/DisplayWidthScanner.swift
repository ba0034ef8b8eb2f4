/// Steps through text one grapheme cluster at a time, giving the columns of
/// each, so that callers can measure and cut in a single pass and stop early.
///
/// Printable ASCII followed by ASCII is read straight from the UTF-8 bytes:
/// such a byte is always a cluster of its own, one column wide, so the cost of
/// finding grapheme boundaries is only paid around other characters.
struct DisplayWidthScanner<Text: StringProtocol> {
    private let text: Text
    /// Where the next cluster starts; always on a cluster boundary.
    private(set) var position: String.Index

    init(_ text: Text) {
        self.text = text
        self.position = text.startIndex
    }

    /// Moves past the next cluster and returns its columns, or `nil` at the end.
    mutating func next() -> Int? {
        let end = text.endIndex
        guard position < end else { return nil }
        let utf8 = text.utf8
        let byte = utf8[position]
        if DisplayWidth.isPrintableASCII(byte) {
            let after = utf8.index(after: position)
            // A non-ASCII scalar next might be a mark that joins this byte's cluster.
            if after == end || utf8[after] < 0x80 {
                position = after
                return 1
            }
        }
        let columns = DisplayWidth.of(text[position])
        position = text.index(after: position)
        return columns
    }
}
