/// Someone in films, as a search for people lists them.
public struct Person: Equatable, Identifiable, Sendable {
    /// TMDB's id for the person.
    public typealias Identifier = Int

    public let id: Identifier
    public let name: String
    /// Such as `Acting` or `Directing`.
    public let knownForDepartment: String?
    /// Path of the profile picture below the image base URL.
    public let profilePath: String?
    /// The films and shows they are best known for, most known first.
    public let knownFor: [KnownForTitle]

    public init(id: Identifier, name: String, knownForDepartment: String? = nil, profilePath: String? = nil, knownFor: [KnownForTitle] = []) {
        self.id = id
        self.name = name
        self.knownForDepartment = knownForDepartment
        self.profilePath = profilePath
        self.knownFor = knownFor
    }
}
