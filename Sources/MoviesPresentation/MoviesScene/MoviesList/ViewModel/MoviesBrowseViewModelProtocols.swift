/// What only a browsed list's view tells its view model: TMDB's lists,
/// discoveries, related films and collections.
@MainActor
public protocol MoviesBrowseViewModelInput {
    /// A list of related films switches between TMDB's recommendations and
    /// similar titles; other lists ignore it.
    func didToggleRelated()
    /// A discovery is sorted the next way (popular, rating, newest, oldest,
    /// title); other lists ignore it.
    func didCycleSort()
    /// Narrows a discovery to the years in `text` (`1999`, `1990..1999`, or
    /// empty for any year).
    /// - Returns: A sentence saying what is wrong when `text` names no years.
    func didChangeYears(text: String) -> String?
}

/// What only a browsed list's view observes.
@MainActor
public protocol MoviesBrowseViewModelOutput {
    /// Whether the list has filters the user can change (a discovery).
    var hasFilters: Bool { get }
    /// Whether the list shows films related to one (recommendations or similar).
    var isRelatedList: Bool { get }
    /// The years the discovery is narrowed to, as the year field shows them
    /// (`1990..1999`, `1999`, empty for any).
    var yearsText: String { get }
}

/// A browsed list's own part, as the view sees it.
public typealias MoviesBrowseViewModel = MoviesBrowseViewModelInput & MoviesBrowseViewModelOutput
