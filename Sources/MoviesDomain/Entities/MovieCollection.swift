/// A series of films TMDB groups together, such as a trilogy.
public struct MovieCollection: Equatable, Sendable {
    public let id: Int
    public let name: String
    public let overview: String
    /// The films of the collection, in release order (undated last).
    public let parts: [Movie]

    public init(id: Int, name: String, overview: String = "", parts: [Movie] = []) {
        self.id = id
        self.name = name
        self.overview = overview
        self.parts = parts
    }
}

/// The collection a film belongs to, as its details name it.
public struct MovieCollectionReference: Equatable, Sendable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}
