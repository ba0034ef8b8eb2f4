/// What the suggestions list tells its view model.
@MainActor
public protocol MoviesQueryListViewModelInput {
    /// Loads the recent queries.
    func viewWillAppear()
    func didSelect(itemAt index: Int)
}

/// What the suggestions list observes.
@MainActor
public protocol MoviesQueryListViewModelOutput {
    var items: Observable<[MoviesQueryListItemViewModel]> { get }
    func waitUntilIdle() async
}

/// A suggestions-list view model, as the view sees it.
public typealias MoviesQueryListViewModel = MoviesQueryListViewModelInput & MoviesQueryListViewModelOutput
