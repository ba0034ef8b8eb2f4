/// A rectangle of cells, used to tell a drawable where it may draw.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle that covers a whole screen of the given size.
    public init(size: Size) {
        self.init(origin: .zero, size: size)
    }

    public var x: Int { origin.x }
    public var y: Int { origin.y }
    public var width: Int { size.width }
    public var height: Int { size.height }
    /// The first column to the right of the rectangle.
    public var maxX: Int { origin.x + size.width }
    /// The first row below the rectangle.
    public var maxY: Int { origin.y + size.height }
    public var isEmpty: Bool { size.isEmpty }

    /// Whether the cell at `point` lies inside the rectangle.
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The part shared with `other`; empty (at the clamped origin) when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle shrunk by the given margins, never below zero size.
    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
        let newX = x + min(max(0, left), width)
        let newY = y + min(max(0, top), height)
        return Rect(
            x: newX,
            y: newY,
            width: width - max(0, left) - max(0, right),
            height: height - max(0, top) - max(0, bottom)
        )
    }

    /// The rectangle shrunk by `horizontal` columns on each side and
    /// `vertical` rows at the top and the bottom.
    public func inset(horizontal: Int = 0, vertical: Int = 0) -> Rect {
        inset(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// The single row at `index` (relative to the top); empty when out of range.
    public func row(_ index: Int) -> Rect {
        guard index >= 0, index < height else {
            return Rect(x: x, y: y + max(0, min(index, height)), width: width, height: 0)
        }
        return Rect(x: x, y: y + index, width: width, height: 1)
    }

    /// Splits off `rows` rows at the top; the first part is never taller than the rectangle.
    public func splitTop(rows: Int) -> (top: Rect, rest: Rect) {
        let taken = min(max(0, rows), height)
        let top = Rect(x: x, y: y, width: width, height: taken)
        let rest = Rect(x: x, y: y + taken, width: width, height: height - taken)
        return (top, rest)
    }

    /// Splits off `rows` rows at the bottom; the second part is never taller than the rectangle.
    public func splitBottom(rows: Int) -> (rest: Rect, bottom: Rect) {
        let taken = min(max(0, rows), height)
        let rest = Rect(x: x, y: y, width: width, height: height - taken)
        let bottom = Rect(x: x, y: maxY - taken, width: width, height: taken)
        return (rest, bottom)
    }

    /// Splits off `columns` columns at the left.
    public func splitLeft(columns: Int) -> (left: Rect, rest: Rect) {
        let taken = min(max(0, columns), width)
        let left = Rect(x: x, y: y, width: taken, height: height)
        let rest = Rect(x: x + taken, y: y, width: width - taken, height: height)
        return (left, rest)
    }

    public var description: String { "\(origin) \(size)" }
}
