/// One page of a search for people.
public struct PeoplePage: Equatable, Sendable {
    public let page: Int
    public let totalPages: Int
    public let totalResults: Int
    public let people: [Person]

    public init(page: Int, totalPages: Int, totalResults: Int = 0, people: [Person]) {
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.people = people
    }

    public var hasMorePages: Bool { page < totalPages }
}
