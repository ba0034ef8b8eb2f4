public import MoviesDomain

/// What the library list's view tells its view model: what every library
/// row screen does, and `S`.
@MainActor
public protocol LibraryListViewModelInput: LibraryRowsViewModelInput {
    /// Sorts the next way: added, title, year, rating.
    func didCycleSort()
}

/// What the library list's view observes: your watchlist or your seen films.
@MainActor
public protocol LibraryListViewModelOutput {
    var list: LibraryList { get }
    /// Whether it is the watchlist (else the seen films).
    var isWatchlist: Bool { get }
    var items: Observable<[LibraryListItemViewModel]> { get }
    var sort: Observable<LibrarySort> { get }
    var status: Observable<StatusLineViewModel> { get }
    /// `Your watchlist · 12 films · by date added`.
    var heading: String { get }
}

/// A library list view model, as the view sees it.
public typealias LibraryListViewModel = LibraryListViewModelInput & LibraryListViewModelOutput
