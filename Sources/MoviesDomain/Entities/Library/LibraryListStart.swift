/// The first films of a library list, in the list's order, and how many it
/// holds: what a screen shows before the whole list is read.
public struct LibraryListStart: Equatable, Sendable {
    public let entries: [LibraryEntry]
    public let totalCount: Int

    public init(entries: [LibraryEntry], totalCount: Int) {
        self.entries = entries
        self.totalCount = totalCount
    }
}
