/// Counted names, most first, and the viewings that could not be counted.
public struct StatsRanking: Equatable, Sendable {
    public let counts: [StatsCount]
    /// Viewings of films for which this is unknown.
    public let unknown: Int

    public init(counts: [StatsCount], unknown: Int) {
        self.counts = counts
        self.unknown = unknown
    }
}
