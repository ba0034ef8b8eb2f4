public import MoviesDomain

/// One person as the people list shows them.
public struct PeopleListItemViewModel: Equatable, Sendable {
    public let id: Int
    public let name: String
    /// Such as `Directing`; `nil` when unknown.
    public let knownForDepartment: String?
    /// Titles of the films and shows they are best known for, most known
    /// first; a show's is marked `(TV)`.
    public let knownFor: [String]

    public init(person: Person) {
        id = person.id
        name = person.name
        knownForDepartment = person.knownForDepartment.flatMap { $0.isEmpty ? nil : $0 }
        knownFor = person.knownFor.map { $0.isTelevision ? "\($0.title) (TV)" : $0.title }
    }

    /// `Directing · Inception, Interstellar, Tenet`: what the row's second line says.
    public var summary: String {
        let titles = knownFor.prefix(3).joined(separator: ", ")
        return [knownForDepartment, titles.isEmpty ? nil : titles].compactMap { $0 }.joined(separator: " · ")
    }
}
