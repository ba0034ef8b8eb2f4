/// What the screen of your lists tells its view model: what every library row screen does.
public typealias FilmListsViewModelInput = LibraryRowsViewModelInput

/// What the screen of your lists observes: each list, by name.
@MainActor
public protocol FilmListsViewModelOutput {
    var items: Observable<[FilmListsItemViewModel]> { get }
    var status: Observable<StatusLineViewModel> { get }
    /// `Your lists · 3 lists`.
    var heading: String { get }
    /// What the screen says when you have no list: how to make one.
    var emptyMessage: String { get }
}

/// The view model of your lists, as the view sees it.
public typealias FilmListsViewModel = FilmListsViewModelInput & FilmListsViewModelOutput
