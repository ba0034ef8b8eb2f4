/// Where one step of a screen's breadcrumb was drawn in its header row.
public struct BreadcrumbSpan: Equatable, Sendable {
    /// The step's place in the stack: 0 is the root.
    public let depth: Int
    /// The header row's columns it takes.
    public let columns: Range<Int>

    public init(depth: Int, columns: Range<Int>) {
        self.depth = depth
        self.columns = columns
    }
}
