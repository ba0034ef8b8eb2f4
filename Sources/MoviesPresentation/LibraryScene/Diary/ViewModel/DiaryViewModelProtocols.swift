public import MoviesDomain

/// What the diary's view tells its view model: what every library row screen does.
public typealias DiaryViewModelInput = LibraryRowsViewModelInput

/// What the diary's view observes: your viewings of a period, newest first.
@MainActor
public protocol DiaryViewModelOutput {
    var period: DiaryPeriod { get }
    /// The viewings, newest first; each names its month for the headings.
    var items: Observable<[DiaryItemViewModel]> { get }
    var status: Observable<StatusLineViewModel> { get }
    /// `Diary`, `Diary 2024`, `Diary, March 2024`: the period, for the breadcrumb.
    var title: String { get }
    /// `Diary 2024 · 12 viewings, newest first`.
    var heading: String { get }
    /// What an empty diary says: how to log a viewing.
    var emptyMessage: String { get }
}

/// The diary's view model, as the view sees it.
public typealias DiaryViewModel = DiaryViewModelInput & DiaryViewModelOutput

/// Navigation the diary asks of its coordinator: the library list's, since
/// both open a film, close, and start a search.
public typealias DiaryViewModelActions = LibraryListViewModelActions
