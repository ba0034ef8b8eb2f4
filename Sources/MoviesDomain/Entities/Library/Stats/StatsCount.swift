/// A name (a genre, a person, a decade such as `1990s`) and its viewings.
public struct StatsCount: Equatable, Sendable {
    public let name: String
    public let count: Int

    public init(name: String, count: Int) {
        self.name = name
        self.count = count
    }
}
