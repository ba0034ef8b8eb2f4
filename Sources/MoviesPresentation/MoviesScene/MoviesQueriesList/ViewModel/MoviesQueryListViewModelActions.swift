public import MoviesDomain

/// Called back with the recent query the user picked.
public typealias MoviesQueryListViewModelDidSelectAction = @MainActor (MovieQuery) -> Void

/// What the suggestions list asks of whoever opened it.
public struct MoviesQueryListViewModelActions {
    /// Searches the picked query.
    public let didSelect: MoviesQueryListViewModelDidSelectAction

    public init(didSelect: @escaping MoviesQueryListViewModelDidSelectAction) {
        self.didSelect = didSelect
    }
}
