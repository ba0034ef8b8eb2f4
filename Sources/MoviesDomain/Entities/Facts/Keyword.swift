/// One of TMDB's keywords, such as `dream` or `heist`: films that share one
/// are found through discover (`with_keywords`).
public struct Keyword: Equatable, Hashable, Sendable {
    public typealias Identifier = Int

    public let id: Identifier
    public let name: String

    public init(id: Identifier, name: String) {
        self.id = id
        self.name = name
    }
}
