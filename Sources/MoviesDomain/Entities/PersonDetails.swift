/// Everything the person screen shows: who they are and their films.
public struct PersonDetails: Equatable, Sendable {
    public let person: Person
    public let biography: String
    public let birthday: ReleaseDate?
    public let deathday: ReleaseDate?
    public let placeOfBirth: String?
    /// Acting and crew credits, newest first; films without a date last.
    public let credits: [PersonCredit]

    public init(
        person: Person,
        biography: String = "",
        birthday: ReleaseDate? = nil,
        deathday: ReleaseDate? = nil,
        placeOfBirth: String? = nil,
        credits: [PersonCredit] = []
    ) {
        self.person = person
        self.biography = biography
        self.birthday = birthday
        self.deathday = deathday
        self.placeOfBirth = placeOfBirth
        self.credits = credits
    }
}
