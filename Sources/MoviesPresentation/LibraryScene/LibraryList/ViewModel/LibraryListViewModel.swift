public import MoviesDomain

/// Your watchlist or your seen films, as their screen sees them.
@MainActor
public protocol LibraryListViewModel: AnyObject {
    var list: LibraryList { get }
    /// Whether it is the watchlist (else the seen films).
    var isWatchlist: Bool { get }
    var items: Observable<[LibraryListItemViewModel]> { get }
    var sort: Observable<LibrarySort> { get }
    var status: Observable<StatusLineViewModel> { get }
    /// `Your watchlist · 12 films · by date added`.
    var heading: String { get }
    func viewDidLoad()
    /// Reads the list again (after a library key changed it).
    func reload()
    /// Sorts the next way: added, title, year, rating.
    func didCycleSort()
    func didSelectItem(at index: Int)
    func didClose()
    func didStartSearch()
    func waitUntilIdle() async
}
