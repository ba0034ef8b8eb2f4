/// A credited actor and the part they play.
public struct CastMember: Equatable, Sendable {
    public let name: String
    public let character: String?

    public init(name: String, character: String? = nil) {
        self.name = name
        self.character = character
    }
}
