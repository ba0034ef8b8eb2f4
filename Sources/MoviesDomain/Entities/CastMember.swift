/// A credited actor and the part they play.
public struct CastMember: Equatable, Sendable {
    /// TMDB's person id; `nil` when the source names the actor without one.
    public let personID: Person.Identifier?
    public let name: String
    public let character: String?

    public init(personID: Person.Identifier? = nil, name: String, character: String? = nil) {
        self.personID = personID
        self.name = name
        self.character = character
    }
}
