/// A film series the catalogue holds two or more parts of, under TMDB's collection id.
public struct CatalogueCollection: Decodable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let overview: String
}
