/// The newest viewings of a diary and how many it holds, read before the
/// whole diary (a long diary's screen shows them first).
public struct DiaryStart: Equatable, Sendable {
    public let entries: [DiaryEntry]
    public let totalCount: Int

    public init(entries: [DiaryEntry], totalCount: Int) {
        self.entries = entries
        self.totalCount = totalCount
    }
}
