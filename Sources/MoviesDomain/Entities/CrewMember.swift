/// Someone credited behind the camera, and for what.
public struct CrewMember: Equatable, Sendable {
    /// TMDB's person id; `nil` when the source names them without one.
    public let personID: Person.Identifier?
    public let name: String
    /// Such as `Director`, `Screenplay` or `Original Music Composer`.
    public let job: String

    public init(personID: Person.Identifier? = nil, name: String, job: String) {
        self.personID = personID
        self.name = name
        self.job = job
    }
}
