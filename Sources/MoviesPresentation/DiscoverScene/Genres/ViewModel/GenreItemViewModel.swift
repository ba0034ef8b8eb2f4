/// One genre as the genres screen lists it.
public struct GenreItemViewModel: Equatable, Sendable, Encodable {
    public let id: Int
    public let name: String
}
