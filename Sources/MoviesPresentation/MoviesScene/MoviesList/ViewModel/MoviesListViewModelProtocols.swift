import MoviesDomain

/// What the movies list view tells its view model.
@MainActor
public protocol MoviesListViewModelInput {
    /// Runs the initial query, if the list was opened with one.
    func viewDidLoad()
    /// Appends the next page, unless one is loading or none is left.
    func didLoadNextPage()
    /// Starts a new search for the typed text, cancelling any search in flight.
    func didSearch(query: String)
    /// `/`: a search list opens its suggestions; another list asks for a new search.
    func didStartSearch()
    /// Tab in a search's field: the same text, searched among people.
    func didSwitchToPeopleSearch(query: String)
    /// A list of related films switches between TMDB's recommendations and
    /// similar titles; other lists ignore it.
    func didToggleRelated()
    /// The user leaves the list.
    func didClose()
    /// A discovery is sorted the next way (popular, rating, newest, oldest,
    /// title); other lists ignore it.
    func didCycleSort()
    /// Narrows a discovery to the years in `text` (`1999`, `1990..1999`, or
    /// empty for any year).
    /// - Returns: A sentence saying what is wrong when `text` names no years.
    func didChangeYears(text: String) -> String?
    /// Drops the release year the search is narrowed to (and `--year` for
    /// the searches that follow), searching the same text again.
    func didClearYear()
    /// Stops the search in flight, keeping what is shown.
    func didCancelSearch()
    /// Asks the server again for every page shown, even if cached entries are fresh.
    func didRefresh()
    /// Opens the recent-queries list below the search field.
    func showQueriesSuggestions()
    /// The search field's text changed while it is edited: the suggestions
    /// narrow to the recent queries that contain it.
    func didEditQuery(_ text: String)
    func closeQueriesSuggestions()
    /// Opens the details of the film in row `index`.
    func didSelectItem(at index: Int)
    /// The rows on screen beside the poster pane, and the focused one: their
    /// posters are fetched (the focused row's first), and the fetches of
    /// rows no longer shown are cancelled. Called only while the pane shows;
    /// an empty range stops every fetch. Cheap when nothing changed.
    func didShowRows(_ rows: Range<Int>, focusedRow: Int)
}

/// What the movies list view observes.
@MainActor
public protocol MoviesListViewModelOutput {
    var items: Observable<[MoviesListItemViewModel]> { get }
    var loading: Observable<MoviesListViewModelLoading?> { get }
    /// The search's text; empty for lists that are not searches.
    var query: Observable<String> { get }
    /// The list's name (`Search`, `Trending today`, a collection's name).
    var title: Observable<String> { get }
    /// The filters in force, for the header (`1999`; `Action · by rating`).
    var filters: Observable<String> { get }
    /// Whether the list is a search, whose query `/` edits in place.
    var isSearch: Bool { get }
    /// Whether the list has filters the user can change (a discovery).
    var hasFilters: Bool { get }
    /// Whether the list shows films related to one (recommendations or similar).
    var isRelatedList: Bool { get }
    /// The years the discovery is narrowed to, as the year field shows them
    /// (`1990..1999`, `1999`, empty for any).
    var yearsText: String { get }
    /// The release year the search is narrowed to, if any.
    var queryYear: Int? { get }
    /// Results of the loaded pages that the server sent unreadable (left out).
    var skippedResultCount: Int { get }
    var status: Observable<StatusLineViewModel> { get }
    /// The failure of the last request, as the view shows it.
    var failure: Observable<FailureViewModel?> { get }
    /// Whether the list can show posters at all (a poster source and a
    /// size were given): without, the view leaves no room for them.
    var showsPosters: Bool { get }
    /// The poster of row `index`, if it has arrived.
    func poster(at index: Int) -> PosterViewModel?
    /// Whether the poster of row `index` is on its way: the view keeps its place.
    func isPosterPending(at index: Int) -> Bool
    /// The row on screen whose poster last arrived (or turned out not to be
    /// had), so the view draws again when it is the focused one.
    var posterArrived: Observable<Int?> { get }
    var hasMorePages: Bool { get }
    var currentPage: Int { get }
    var totalPages: Int { get }
    var totalResults: Int { get }
    var isEmpty: Bool { get }
    var screenTitle: String { get }
    var emptyDataTitle: String { get }
    var searchBarPlaceholder: String { get }
    /// Returns once no request is in flight (for one-shot rendering and tests).
    func waitUntilIdle() async
}

/// A movies-list view model, as the view sees it.
public typealias MoviesListViewModel = MoviesListViewModelInput & MoviesListViewModelOutput
