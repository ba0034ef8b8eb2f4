/// What only a search list's view tells its view model: the query field.
@MainActor
public protocol MoviesSearchViewModelInput {
    /// Starts a new search for the typed text, cancelling any search in flight.
    func didSearch(query: String)
    /// Tab in the field: the same text, searched among people.
    func didSwitchToPeopleSearch(query: String)
    /// Drops the release year the search is narrowed to (and `--year`) from
    /// the searches that follow; nothing is searched until `didSearch`.
    func didClearYear()
    /// Opens the recent-queries list below the search field.
    func showQueriesSuggestions()
    /// The search field's text changed while it is edited: the suggestions
    /// narrow to the recent queries that contain it.
    func didEditQuery(_ text: String)
    func closeQueriesSuggestions()
}

/// What only a search list's view observes.
@MainActor
public protocol MoviesSearchViewModelOutput {
    /// The release year the search is narrowed to, if any.
    var queryYear: Int? { get }
    /// The year the next `didSearch` keeps: `queryYear` until
    /// `didClearYear`, then none.
    var fieldYear: Int? { get }
}

/// A search list's own part, as the view sees it.
public typealias MoviesSearchViewModel = MoviesSearchViewModelInput & MoviesSearchViewModelOutput
