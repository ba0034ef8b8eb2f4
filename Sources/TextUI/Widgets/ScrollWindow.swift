/// Which rows of a list are visible: the pure arithmetic behind a scrolling list.
public struct ScrollWindow: Hashable, Sendable {
    /// Index of the first visible row.
    public let offset: Int
    /// The visible item indices.
    public let visibleRange: Range<Int>

    /// The window that shows `selection` while moving as little as possible
    /// from `previousOffset`.
    ///
    /// The selection is clamped to the items; the offset never leaves blank
    /// rows at the bottom while there are items above to fill them (e.g.
    /// after the viewport grows).
    /// - Parameters:
    ///   - itemCount: Rows in the list.
    ///   - selection: Selected index, or `nil` when nothing is selected.
    ///   - viewportHeight: Rows that fit on screen.
    ///   - previousOffset: The offset of the window shown before.
    public init(itemCount: Int, selection: Int?, viewportHeight: Int, previousOffset: Int = 0) {
        let count = max(0, itemCount)
        let height = max(0, viewportHeight)
        let maximumOffset = max(0, count - height)
        var offset = min(max(0, previousOffset), maximumOffset)
        if let selection, count > 0, height > 0 {
            let selected = min(max(0, selection), count - 1)
            if selected < offset {
                offset = selected
            } else if selected >= offset + height {
                offset = selected - height + 1
            }
        }
        self.offset = offset
        self.visibleRange = offset..<min(count, offset + height)
    }
}
