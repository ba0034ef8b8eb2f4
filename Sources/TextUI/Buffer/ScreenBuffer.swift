/// A grid of cells that drawables write into and the renderer sends to the terminal.
///
/// Everything written is sanitised and measured in display columns, and writes
/// are clipped to the grid, so no input can put a control character on screen
/// or leave half of a wide character behind.
public struct ScreenBuffer: Hashable, Sendable {
    /// The most cells a buffer holds: 1000 columns by 500 rows, more than a
    /// window of tiny type on an 8K screen shows (about 16 MB of cells).
    ///
    /// A terminal reports its size as it likes, up to 65535 by 65535 cells,
    /// and a buffer of that would take 137 GB: what is allocated is bounded
    /// by what can be shown. A larger window is drawn in its top-left
    /// 1000×500 cells; the cells beyond stay blank.
    public static let maximumSize = Size(width: 1_000, height: 500)

    /// The size asked for, cut to `maximumSize`.
    public let size: Size
    /// Row-major cells, `size.width * size.height` of them.
    public private(set) var cells: [Cell]
    /// Pictures for a graphics protocol to show over their cells, in the
    /// order placed (see `place(_:in:)`).
    private(set) var pictures: [PlacedPicture] = []

    /// A buffer of blank cells, `size` or as much of it as `maximumSize` allows.
    public init(size: Size) {
        self.size = Self.drawableSize(of: size)
        self.cells = Array(repeating: .blank, count: self.size.width * self.size.height)
    }

    /// The part of a window of `size` that a buffer holds and so can be drawn.
    public static func drawableSize(of size: Size) -> Size {
        Size(width: min(size.width, maximumSize.width), height: min(size.height, maximumSize.height))
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
        // Printable ASCII needs no sanitising, and a printable ASCII byte that
        // is not followed by a non-ASCII one (which could be a combining mark)
        // is a whole grapheme cluster one column wide: those cells are made
        // straight from the bytes, and only other clusters take the slow path.
        let clean = text.utf8.allSatisfy(DisplayWidth.isPrintableASCII) ? text : TextSanitizer.sanitize(text)
        let utf8 = clean.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            guard x < limit else { break }
            let run = asciiRun(in: utf8, from: index, columns: limit - x)
            if run.count > 0 {
                putASCII(utf8[index..<run.end], at: x, y: point.y, style: style)
                x += run.count
                index = run.end
                continue
            }
            let character = clean[index]
            index = clean.index(after: index)
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
            let rowStart = y * size.width
            // Only a wide character under the area or just right of it needs
            // the repairs of `put`; a row without one is stored directly.
            let touched = (rowStart + area.x)..<(rowStart + min(size.width, area.maxX + 1))
            if cells[touched].contains(where: \.isContinuation) {
                for x in area.x..<area.maxX {
                    put(cell, at: x, y: y)
                }
            } else {
                for index in (rowStart + area.x)..<(rowStart + area.maxX) {
                    cells[index] = cell
                }
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

    /// Makes every cell a blank in the default style, with no pictures.
    public mutating func clear() {
        cells = Array(repeating: .blank, count: cells.count)
        pictures = []
    }

    /// Places `picture` over `area`, whose cells become blank for it. The
    /// renderer shows it with the terminal's graphics protocol if it has one
    /// and nothing drew over its cells afterwards; otherwise the cells stay
    /// blank. An area not wholly inside the buffer places nothing (a picture
    /// cannot be cut at the edge).
    public mutating func place(_ picture: Picture, in area: Rect) {
        guard picture.isDrawable, !area.isEmpty, area.intersection(bounds) == area else { return }
        fill(area)
        pictures.append(PlacedPicture(picture: picture, area: area))
    }

    /// The text of each row with trailing spaces removed and no styling; used
    /// for golden tests and plain (non-terminal) output.
    public var lines: [String] {
        (0..<size.height).map(line)
    }

    /// The text of row `y` as `lines` gives it.
    private func line(_ y: Int) -> String {
        let cells = row(y)
        // Trailing blank cells are left out rather than appended and removed
        // one grapheme at a time.
        let end = (cells.lastIndex { $0.isContinuation || $0.grapheme != " " } ?? cells.startIndex - 1) + 1
        // Gathered as bytes: appending a String per cell costs far more.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(end - cells.startIndex)
        for cell in cells[..<end] where !cell.isContinuation {
            let utf8 = cell.grapheme.utf8
            if utf8.count == 1, let byte = utf8.first {
                bytes.append(byte)
            } else {
                bytes.append(contentsOf: utf8)
            }
        }
        let line = String(decoding: bytes, as: UTF8.self)
        guard end < cells.endIndex else { return line.trimmingTrailingSpaces() }
        // A space the last cell's cluster would absorb (after a prepended
        // concatenation mark) is kept, exactly as trimming the whole row would.
        var withSpace = line
        withSpace += " "
        guard withSpace.last == " " else { return lineTrimmedWhole(cells) }
        return line.trimmingTrailingSpaces()
    }

    private func lineTrimmedWhole(_ cells: ArraySlice<Cell>) -> String {
        var line = ""
        for cell in cells where !cell.isContinuation {
            line += cell.grapheme
        }
        return line.trimmingTrailingSpaces()
    }

    private func index(of point: Point) -> Int? {
        guard point.x >= 0, point.y >= 0, point.x < size.width, point.y < size.height else { return nil }
        return point.y * size.width + point.x
    }

    /// The printable ASCII bytes from `start` that are whole one-column clusters,
    /// at most `columns` of them: a byte followed by a non-ASCII scalar is left
    /// out, since that scalar might be a mark joining its cluster.
    private func asciiRun(in utf8: String.UTF8View, from start: String.Index, columns: Int) -> (end: String.Index, count: Int) {
        var end = start
        var count = 0
        while count < columns, end < utf8.endIndex, DisplayWidth.isPrintableASCII(utf8[end]) {
            let next = utf8.index(after: end)
            guard next == utf8.endIndex || utf8[next] < 0x80 else { break }
            end = next
            count += 1
        }
        return (end, count)
    }

    /// Stores one cell per byte of a run from `asciiRun`, starting at column
    /// `x`. Cells inside the run are overwritten whole, so only a wide
    /// character cut at either end of it needs the repair `put` makes.
    private mutating func putASCII(_ bytes: Substring.UTF8View, at x: Int, y: Int, style: Style) {
        let start = y * size.width + x
        let end = start + bytes.count
        if cells[start].isContinuation, x > 0 {
            cells[start - 1] = .blank(cells[start - 1].style)
        }
        if x + bytes.count < size.width, cells[end].isContinuation {
            cells[end] = .blank(cells[end].style)
        }
        var index = start
        for byte in bytes {
            cells[index] = Cell(grapheme: Self.asciiGraphemes[Int(byte &- 0x20)], style: style)
            index += 1
        }
    }

    /// Stores a cell, first repairing any wide character it partly overwrites.
    private mutating func put(_ cell: Cell, at x: Int, y: Int) {
        let index = y * size.width + x
        let wasContinuation = cells[index].isContinuation
        if wasContinuation, x > 0, !cell.isContinuation {
            cells[index - 1] = .blank(cells[index - 1].style)
        }
        if !wasContinuation, x + 1 < size.width, cells[index + 1].isContinuation {
            cells[index + 1] = .blank(cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// One-grapheme strings of the printable ASCII characters, space to
    /// tilde, so that writing ASCII text makes no strings.
    private static let asciiGraphemes: [String] = (0x20..<0x7F).map { String(UnicodeScalar(UInt8($0))) }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var line = self
        while line.last == " " {
            line.removeLast()
        }
        return line
    }
}
