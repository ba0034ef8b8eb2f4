/// What a list's screen tells its view model: what every library row screen does.
public typealias FilmListViewModelInput = LibraryRowsViewModelInput

/// What a list's screen observes: the list's films in its order.
@MainActor
public protocol FilmListViewModelOutput {
    /// The list's name as you asked for it, spelt as kept once read.
    var name: String { get }
    var items: Observable<[FilmListItemViewModel]> { get }
    /// Whether the order is a ranking: rows are numbered.
    var isRanked: Bool { get }
    var status: Observable<StatusLineViewModel> { get }
    /// `Heists · 3 films, ranked · description`.
    var heading: String { get }
    var emptyMessage: String { get }
}

/// A list's view model, as the view sees it.
public typealias FilmListViewModel = FilmListViewModelInput & FilmListViewModelOutput

/// Navigation a list asks of its coordinator: the library list's, since
/// both open a film, close, and start a search.
public typealias FilmListViewModelActions = LibraryListViewModelActions
