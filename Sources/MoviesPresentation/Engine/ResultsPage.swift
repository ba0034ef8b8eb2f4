public import MoviesDomain

/// One page of a paged list, as `PagedLoader` keeps it.
public protocol ResultsPage: Sendable {
    associatedtype Item
    /// The page's number, from 1.
    var page: Int { get }
    /// The pages the list has, held by the data layer to those a server serves.
    var totalPages: Int { get }
    var totalResults: Int { get }
    /// The page's results, in order.
    var items: [Item] { get }
}

extension MoviesPage: ResultsPage {
    public var items: [Movie] { movies }
}

extension PeoplePage: ResultsPage {
    public var items: [Person] { people }
}

extension ReviewsPage: ResultsPage {
    public var items: [MovieReview] { reviews }
}
