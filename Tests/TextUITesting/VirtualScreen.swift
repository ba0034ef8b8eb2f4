public import TextUI
/// A small terminal emulator: it reads the bytes a program wrote and keeps the
/// grid of characters a user would see.
///
/// It understands what this library sends — text (with wide characters),
/// cursor positioning and movement, erasing, carriage return and line feed,
/// and the attributes (not the colours) of SGR — and ignores everything else,
/// string sequences (DCS, OSC, APC…) included, as a terminal that supports
/// none of them but parses them does.
/// Tests use it to check that diffed frames add up to the intended screen.
public struct VirtualScreen: Sendable {
    public private(set) var size: Size
    /// The cursor position (zero-based).
    public private(set) var cursor = Point.zero

    private var grid: [[Cell]]
    private var attributes = TextAttributes()
    /// Set after writing into the last column: the next character goes on the
    /// next line, as in xterm.
    private var isWrapPending = false
    /// Bytes of an escape sequence or UTF-8 character cut off by the end of a write.
    private var unparsed: [UInt8] = []

    public init(size: Size) {
        self.size = size
        self.grid = Self.blankGrid(size)
    }

    /// The visible text of every row, trailing spaces removed.
    public var lines: [String] {
        grid.map { row in
            var line = row.filter { !$0.isContinuation }.map(\.grapheme).joined()
            while line.last == " " {
                line.removeLast()
            }
            return line
        }
    }

    /// The attributes of the cell at `point` (empty outside the grid).
    public func attributes(at point: Point) -> TextAttributes {
        guard point.y >= 0, point.y < size.height, point.x >= 0, point.x < size.width else { return [] }
        return grid[point.y][point.x].style.attributes
    }

    /// Changes the size, keeping what fits, as a terminal window does when resized.
    public mutating func resize(to newSize: Size) {
        var newGrid = Self.blankGrid(newSize)
        for y in 0..<min(size.height, newSize.height) {
            for x in 0..<min(size.width, newSize.width) {
                newGrid[y][x] = grid[y][x]
            }
        }
        size = newSize
        grid = newGrid
        cursor = Point(x: min(cursor.x, max(0, newSize.width - 1)), y: min(cursor.y, max(0, newSize.height - 1)))
        isWrapPending = false
    }

    /// Interprets bytes written to the terminal.
    public mutating func feed(_ bytes: [UInt8]) {
        let data = unparsed + bytes
        unparsed = []
        var index = 0
        while index < data.count {
            let byte = data[index]
            if byte == 0x1B {
                guard let next = parseEscape(data, from: index) else {
                    unparsed = Array(data[index...])
                    return
                }
                index = next
            } else if byte < 0x20 || byte == 0x7F {
                control(byte)
                index += 1
            } else {
                var end = index
                while end < data.count, data[end] >= 0x20, data[end] != 0x7F {
                    end += 1
                }
                let run = data[index..<end]
                // Only the end of the data can cut a character in half.
                let complete = end == data.count ? Self.completeUTF8Prefix(run) : run.count
                for character in String(decoding: run.prefix(complete), as: UTF8.self) {
                    put(character)
                }
                if complete < run.count {
                    unparsed = Array(run.dropFirst(complete))
                    return
                }
                index = end
            }
        }
    }

    // MARK: - Escape sequences

    /// Handles the sequence starting at `start`; returns the index after it,
    /// or `nil` when the data ends before the sequence does.
    private mutating func parseEscape(_ data: [UInt8], from start: Int) -> Int? {
        guard start + 1 < data.count else { return nil }
        if Self.stringIntroducers.contains(data[start + 1]) {
            return endOfString(data, from: start + 2)
        }
        guard data[start + 1] == UInt8(ascii: "[") else {
            return start + 2
        }
        var end = start + 2
        while end < data.count, !(0x40...0x7E).contains(data[end]) {
            end += 1
        }
        guard end < data.count else { return nil }
        let body = String(decoding: data[(start + 2)..<end], as: UTF8.self)
        controlSequence(body: body, final: data[end])
        return end + 1
    }

    /// DCS, OSC, APC, PM and SOS (`ESC P`, `ESC ]`, `ESC _`, `ESC ^`,
    /// `ESC X`): strings a terminal consumes without showing them, such as
    /// the queries `TerminalCapabilityQuery` sends.
    private static let stringIntroducers: Set<UInt8> = Set("P]_^X".utf8)

    /// The index after the BEL or ST (`ESC \\`) that ends the string whose
    /// body starts at `start`; `nil` when the data ends first.
    private func endOfString(_ data: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < data.count {
            if data[index] == 0x07 { return index + 1 }
            if data[index] == 0x1B {
                guard index + 1 < data.count else { return nil }
                if data[index + 1] == UInt8(ascii: "\\") { return index + 2 }
            }
            index += 1
        }
        return nil
    }

    private mutating func controlSequence(body: String, final: UInt8) {
        guard !body.hasPrefix("?") else { return }
        let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        let first = numbers.first ?? 0
        let count = max(1, first)
        isWrapPending = false
        switch final {
        case UInt8(ascii: "H"), UInt8(ascii: "f"):
            let row = max(1, first) - 1
            let column = max(1, numbers.count > 1 ? numbers[1] : 1) - 1
            cursor = clamped(Point(x: column, y: row))
        case UInt8(ascii: "A"): cursor = clamped(Point(x: cursor.x, y: cursor.y - count))
        case UInt8(ascii: "B"): cursor = clamped(Point(x: cursor.x, y: cursor.y + count))
        case UInt8(ascii: "C"): cursor = clamped(Point(x: cursor.x + count, y: cursor.y))
        case UInt8(ascii: "D"): cursor = clamped(Point(x: cursor.x - count, y: cursor.y))
        case UInt8(ascii: "G"): cursor = clamped(Point(x: count - 1, y: cursor.y))
        case UInt8(ascii: "J"): eraseInDisplay(first)
        case UInt8(ascii: "K"): eraseInLine(first, row: cursor.y)
        case UInt8(ascii: "m"): selectGraphicRendition(numbers)
        default: break
        }
    }

    private mutating func selectGraphicRendition(_ numbers: [Int]) {
        var index = 0
        while index < numbers.count {
            switch numbers[index] {
            case 0: attributes = []
            case 1: attributes.insert(.bold)
            case 2: attributes.insert(.dim)
            case 3: attributes.insert(.italic)
            case 4: attributes.insert(.underline)
            case 7: attributes.insert(.reverse)
            case 22: attributes.subtract([.bold, .dim])
            case 23: attributes.remove(.italic)
            case 24: attributes.remove(.underline)
            case 27: attributes.remove(.reverse)
            case 38, 48:
                // Extended colours carry their own parameters: skip them.
                let kind = index + 1 < numbers.count ? numbers[index + 1] : 0
                index += kind == 5 ? 2 : (kind == 2 ? 4 : 1)
            default: break
            }
            index += 1
        }
    }

    private mutating func eraseInDisplay(_ mode: Int) {
        switch mode {
        case 0:
            eraseInLine(0, row: cursor.y)
            for y in (cursor.y + 1)..<max(cursor.y + 1, size.height) { eraseInLine(2, row: y) }
        case 1:
            for y in 0..<cursor.y { eraseInLine(2, row: y) }
            eraseInLine(1, row: cursor.y)
        default:
            grid = Self.blankGrid(size)
        }
    }

    private mutating func eraseInLine(_ mode: Int, row: Int) {
        guard row >= 0, row < size.height else { return }
        let columns: Range<Int>
        switch mode {
        case 0: columns = cursor.x..<size.width
        case 1: columns = 0..<min(size.width, cursor.x + 1)
        default: columns = 0..<size.width
        }
        for x in columns {
            grid[row][x] = .blank
        }
    }

    // MARK: - Text and controls

    private mutating func control(_ byte: UInt8) {
        switch byte {
        case 0x0D:
            cursor.x = 0
            isWrapPending = false
        case 0x0A:
            lineFeed()
        case 0x08:
            cursor.x = max(0, cursor.x - 1)
            isWrapPending = false
        default:
            break
        }
    }

    private mutating func lineFeed() {
        isWrapPending = false
        if cursor.y + 1 < size.height {
            cursor.y += 1
        } else if size.height > 0 {
            grid.removeFirst()
            grid.append(Array(repeating: .blank, count: size.width))
        }
    }

    private mutating func put(_ character: Character) {
        let columns = DisplayWidth.of(character)
        guard columns > 0, size.width > 0, size.height > 0 else { return }
        if isWrapPending || cursor.x + columns > size.width {
            cursor.x = 0
            lineFeed()
        }
        let style = Style(attributes: attributes)
        store(Cell(grapheme: String(character), style: style), x: cursor.x)
        if columns == 2, cursor.x + 1 < size.width {
            store(.continuation(style), x: cursor.x + 1)
        }
        if cursor.x + columns >= size.width {
            cursor.x = size.width - 1
            isWrapPending = true
        } else {
            cursor.x += columns
        }
    }

    private mutating func store(_ cell: Cell, x: Int) {
        let y = cursor.y
        if grid[y][x].isContinuation, x > 0, !cell.isContinuation {
            grid[y][x - 1] = .blank
        }
        if !grid[y][x].isContinuation, x + 1 < size.width, grid[y][x + 1].isContinuation {
            grid[y][x + 1] = .blank
        }
        grid[y][x] = cell
    }

    private func clamped(_ point: Point) -> Point {
        Point(x: min(max(0, point.x), max(0, size.width - 1)), y: min(max(0, point.y), max(0, size.height - 1)))
    }

    private static func blankGrid(_ size: Size) -> [[Cell]] {
        Array(repeating: Array(repeating: .blank, count: size.width), count: size.height)
    }

    /// The length of `bytes` without a UTF-8 character cut off at its end.
    private static func completeUTF8Prefix(_ bytes: ArraySlice<UInt8>) -> Int {
        var lead = bytes.endIndex
        var continuationCount = 0
        while lead > bytes.startIndex, continuationCount < 3 {
            lead -= 1
            let byte = bytes[lead]
            if byte & 0xC0 != 0x80 {
                let needed = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
                let present = bytes.endIndex - lead
                return present < needed ? lead - bytes.startIndex : bytes.count
            }
            continuationCount += 1
        }
        return bytes.count
    }
}
