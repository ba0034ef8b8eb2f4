/// A name (a genre, a person, a decade such as `1990s`) and its viewings.
/// Only the stats counter makes one, so its memberwise init stays internal.
public struct StatsCount: Equatable, Sendable {
    public let name: String
    public let count: Int
}
