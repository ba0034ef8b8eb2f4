/// A grid of cells that drawables write into and the renderer sends to the terminal.
///
/// Everything written is sanitised and measured in display columns, and writes
/// are clipped to the grid, so no input can put a control character on screen
/// or leave half of a wide character behind.
public struct ScreenBuffer: Hashable, Sendable {
    public let size: Size
    /// Row-major cells, `size.width * size.height` of them.
    public private(set) var cells: [Cell]

    /// A buffer of blank cells.
    public init(size: Size) {
        self.size = size
        self.cells = Array(repeating: .blank, count: size.width * size.height)
    }

    /// The whole buffer as a rectangle.
    public var bounds: Rect { Rect(size: size) }

    /// The cell at `point`, or `nil` outside the grid.
    public func cell(at point: Point) -> Cell? {
        guard let index = index(of: point) else { return nil }
        return cells[index]
    }

    /// The cells of row `y` (empty outside the grid).
    public func row(_ y: Int) -> ArraySlice<Cell> {
        guard y >= 0, y < size.height else { return [] }
        let start = y * size.width
        return cells[start..<(start + size.width)]
    }

    /// Writes text on one row starting at `point`, cutting it at the right
    /// edge of the buffer or after `maxWidth` columns, whichever comes first.
    ///
    /// Tabs and line breaks become spaces; other control characters are
    /// dropped. A wide character that would not fit whole is replaced by a
    /// space, so the columns it would have covered are still painted.
    /// - Returns: The number of columns written.
    @discardableResult
    public mutating func write(_ text: String, at point: Point, style: Style = .plain, maxWidth: Int? = nil) -> Int {
        guard point.y >= 0, point.y < size.height, point.x < size.width else { return 0 }
        let startX = max(0, point.x)
        let limit = min(size.width, startX + max(0, maxWidth ?? size.width))
        var x = startX
        for character in TextSanitizer.sanitize(text) {
            guard x < limit else { break }
            let columns = DisplayWidth.of(character)
            if columns == 0 {
                continue
            }
            if x + columns > limit {
                put(.blank(style), at: x, y: point.y)
                x += 1
                break
            }
            put(Cell(grapheme: String(character), style: style), at: x, y: point.y)
            if columns == 2 {
                put(.continuation(style), at: x + 1, y: point.y)
            }
            x += columns
        }
        return x - startX
    }

    /// Paints every cell of `rect` (clipped to the buffer) with `character`.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .plain) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let glyph = DisplayWidth.of(character) == 1 ? character : " "
        let sanitised = TextSanitizer.sanitize(String(glyph), layoutWhitespace: .replaceWithSpace)
        let cell = Cell(grapheme: sanitised.isEmpty ? " " : sanitised, style: style)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                put(cell, at: x, y: y)
            }
        }
    }

    /// Changes the style of every cell in `rect` and keeps the text, e.g. to
    /// highlight a selected row.
    public mutating func setStyle(_ style: Style, in rect: Rect) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                cells[y * size.width + x].style = style
            }
        }
        // A wide character cut by the edge of the rectangle must not be drawn
        // in two styles.
        for y in area.y..<area.maxY {
            let leftIndex = y * size.width + area.x
            if cells[leftIndex].isContinuation, area.x > 0 {
                cells[leftIndex - 1].style = style
            }
            let rightIndex = y * size.width + area.maxX
            if area.maxX < size.width, cells[rightIndex].isContinuation {
                cells[rightIndex].style = style
            }
        }
    }

    /// Makes every cell a blank in the default style.
    public mutating func clear() {
        cells = Array(repeating: .blank, count: cells.count)
    }

    /// The text of each row with trailing spaces removed and no styling; used
    /// for golden tests and plain (non-terminal) output.
    public var lines: [String] {
        (0..<size.height).map { y in
            var line = ""
            for cell in row(y) where !cell.isContinuation {
                line += cell.grapheme
            }
            while line.last == " " {
                line.removeLast()
            }
            return line
        }
    }

    private func index(of point: Point) -> Int? {
        guard point.x >= 0, point.y >= 0, point.x < size.width, point.y < size.height else { return nil }
        return point.y * size.width + point.x
    }

    /// Stores a cell, first repairing any wide character it partly overwrites.
    private mutating func put(_ cell: Cell, at x: Int, y: Int) {
        let index = y * size.width + x
        let old = cells[index]
        if old.isContinuation, x > 0, !cell.isContinuation {
            cells[index - 1] = .blank(cells[index - 1].style)
        }
        if !old.isContinuation, x + 1 < size.width, cells[index + 1].isContinuation {
            cells[index + 1] = .blank(cells[index + 1].style)
        }
        cells[index] = cell
    }
}
