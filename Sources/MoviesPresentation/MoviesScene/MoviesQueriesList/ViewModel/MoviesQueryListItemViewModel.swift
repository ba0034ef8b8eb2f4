public import MoviesDomain

/// One recent query as the suggestions list shows it.
public struct MoviesQueryListItemViewModel: Equatable, Sendable {
    /// Such as `Dune` or `Dune (2021)` when the search had a year.
    public let query: String

    public init(query: MovieQuery) {
        self.query = query.year.map { "\(query.text) (\($0))" } ?? query.text
    }
}
