/// A width and height in terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a size; negative values are treated as zero so that arithmetic
    /// on small terminals can never produce a grid with a negative dimension.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// A size with no cells.
    public static let zero = Size(width: 0, height: 0)

    /// Whether the size holds no cells at all.
    public var isEmpty: Bool { width == 0 || height == 0 }

    public var description: String { "\(width)x\(height)" }
}
