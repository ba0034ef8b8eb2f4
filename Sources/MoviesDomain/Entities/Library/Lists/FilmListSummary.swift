/// A list as the list of lists shows it.
public struct FilmListSummary: Equatable, Sendable {
    public let name: String
    public let description: String?
    public let isRanked: Bool
    public let createdAt: Timestamp
    public let filmCount: Int

    public init(name: String, description: String?, isRanked: Bool, createdAt: Timestamp, filmCount: Int) {
        self.name = name
        self.description = description
        self.isRanked = isRanked
        self.createdAt = createdAt
        self.filmCount = filmCount
    }
}
