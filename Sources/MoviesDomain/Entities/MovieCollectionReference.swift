/// The collection a film belongs to, as its details name it.
public struct MovieCollectionReference: Equatable, Sendable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
