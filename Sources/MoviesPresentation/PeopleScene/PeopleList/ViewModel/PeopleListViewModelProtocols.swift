/// What the people list tells its view model.
@MainActor
public protocol PeopleListViewModelInput {
    /// Runs the first search, if the list was opened with one.
    func viewDidLoad()
    /// Searches for `query` from its first page.
    func didSearch(query: String)
    func didLoadNextPage()
    /// Asks the server again for every page shown.
    func didRefresh()
    func didSelectItem(at index: Int)
    /// Tab in the field: the text, searched among films.
    func didSwitchToMovieSearch(query: String)
    func didClose()
}

/// What the people list observes.
@MainActor
public protocol PeopleListViewModelOutput: LoadingViewModelOutput {
    /// The people of every page loaded, in order.
    var items: Observable<[PeopleListItemViewModel]> { get }
    /// The text searched for; empty before the first search.
    var query: Observable<String> { get }
    /// What is in flight (the first page, the next, or a refresh); `nil` when nothing is.
    var activity: Observable<LoadActivity?> { get }
    var currentPage: Int { get }
    var totalPages: Int { get }
    var totalResults: Int { get }
    var hasMorePages: Bool { get }
}

/// A search for people, as its screen sees it.
public typealias PeopleListViewModel = PeopleListViewModelInput & PeopleListViewModelOutput
