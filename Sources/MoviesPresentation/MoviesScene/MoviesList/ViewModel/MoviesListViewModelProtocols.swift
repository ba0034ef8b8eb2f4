/// What the movies list view tells its view model, whatever the list is.
@MainActor
public protocol MoviesListViewModelInput: ScreenViewModelInput {
    /// Runs the list's first load, if it was opened with something to show.
    func viewDidLoad()
    /// Appends the next page, unless one is loading or none is left.
    func didLoadNextPage()
    /// `/`: a search list opens its suggestions; another list asks for a new search.
    func didStartSearch()
    /// Opens the details of the film in row `index`.
    func didSelectItem(at index: Int)
    /// The rows on screen beside the poster pane, and the focused one: their
    /// posters are fetched (the focused row's first), and the fetches of
    /// rows no longer shown are cancelled. Called only while the pane shows;
    /// an empty range stops every fetch. Cheap when nothing changed.
    func didShowRows(_ rows: Range<Int>, focusedRow: Int)
}

/// What the movies list view observes, whatever the list is.
@MainActor
public protocol MoviesListViewModelOutput: LoadingViewModelOutput {
    var items: Observable<[MoviesListItemViewModel]> { get }
    /// What is in flight; `nil` when nothing is.
    var activity: Observable<LoadActivity?> { get }
    /// The search's text; empty for lists that are not searches.
    var query: Observable<String> { get }
    /// The list's name (`Search`, `Trending today`, a collection's name).
    var title: Observable<String> { get }
    /// The filters in force, for the header (`1999`; `Action · by rating`).
    var filters: Observable<String> { get }
    /// A search's own inputs and outputs; `nil` for lists that are not searches.
    var search: (any MoviesSearchViewModel)? { get }
    /// A browsed list's own inputs and outputs (sort, years, related);
    /// `nil` for a search.
    var browse: (any MoviesBrowseViewModel)? { get }
    /// Results of the loaded pages that the server sent unreadable (left out).
    var skippedResultCount: Int { get }
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
}

extension MoviesListViewModelOutput {
    /// Whether the list is a search, whose query `/` edits in place.
    public var isSearch: Bool { search != nil }
    /// The release year the search is narrowed to, if any.
    public var queryYear: Int? { search?.queryYear }
    /// The year the next search from the field keeps, if any.
    public var fieldYear: Int? { search?.fieldYear }
}

/// A movies-list view model, as the view sees it.
public typealias MoviesListViewModel = MoviesListViewModelInput & MoviesListViewModelOutput
