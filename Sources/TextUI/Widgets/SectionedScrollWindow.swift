/// The lines a list with section headings shows in a viewport: which rows
/// fit, and where a heading goes above them.
///
/// A heading line goes above the first row of each section, and above the
/// top row on screen whatever its section, so the section of every row shown
/// can be read. Rows are all `linesPerRow` high; like `ScrollWindow`, the
/// window moves as little as it can to show the selection and leaves no
/// blank lines at the bottom while there are rows above to fill them.
public struct SectionedScrollWindow: Sendable {
    /// What one step down the window shows.
    public enum Line: Equatable, Sendable {
        /// The heading of row `index`'s section (one line).
        case heading(Int)
        /// Row `index` (`linesPerRow` lines).
        case row(Int)
    }

    /// Index of the first row shown.
    public let offset: Int
    /// The window from the top: headings and rows, every row whole.
    public let lines: [Line]

    /// How many rows the window shows.
    public var rowCount: Int {
        lines.count { if case .row = $0 { true } else { false } }
    }

    /// - Parameters:
    ///   - itemCount: Rows in the list.
    ///   - section: The section of row `index`; `nil` for a row under no heading.
    ///   - linesPerRow: How many lines each row takes.
    ///   - selection: Selected row, or `nil` when nothing is selected.
    ///   - viewportHeight: Lines that fit on screen.
    ///   - previousOffset: The offset of the window shown before.
    public init(
        itemCount: Int,
        section: (Int) -> String?,
        linesPerRow: Int,
        selection: Int?,
        viewportHeight: Int,
        previousOffset: Int = 0
    ) {
        let count = max(0, itemCount)
        let height = max(0, viewportHeight)
        let rowHeight = max(1, linesPerRow)
        guard count > 0, height > 0 else {
            offset = 0
            lines = []
            return
        }
        /// Whether row `index` has a heading above it when `isTop` or not.
        func headingLines(_ index: Int, isTop: Bool) -> Int {
            guard let name = section(index) else { return 0 }
            return isTop || index == 0 || section(index - 1) != name ? 1 : 0
        }
        /// The first row from which rows up to `last` all fit.
        func firstStart(endingAt last: Int) -> Int {
            var start = last
            var used = rowHeight + headingLines(last, isTop: true)
            while start > 0 {
                // The row above becomes the top; the old top may lose its heading.
                let grown = used - headingLines(start, isTop: true) + headingLines(start, isTop: false)
                    + rowHeight + headingLines(start - 1, isTop: true)
                guard grown <= height else { break }
                used = grown
                start -= 1
            }
            return start
        }
        var offset = min(max(0, previousOffset), count - 1)
        if let selection {
            let selected = min(max(0, selection), count - 1)
            if selected < offset {
                offset = selected
            } else {
                offset = max(offset, firstStart(endingAt: selected))
            }
        }
        offset = min(offset, firstStart(endingAt: count - 1))
        self.offset = offset
        var lines: [Line] = []
        var used = 0
        var index = offset
        while index < count {
            let heading = headingLines(index, isTop: index == offset)
            guard used + heading + rowHeight <= height else { break }
            if heading > 0 { lines.append(.heading(index)) }
            lines.append(.row(index))
            used += heading + rowHeight
            index += 1
        }
        // A row too tall for the whole viewport still shows its top.
        if lines.isEmpty { lines = [.row(offset)] }
        self.lines = lines
    }
}
