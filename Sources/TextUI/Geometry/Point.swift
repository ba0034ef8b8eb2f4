/// A cell position: `x` is the column and `y` the row, both counted from zero
/// at the top-left corner.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The top-left corner.
    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }
}
