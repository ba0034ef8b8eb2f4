/// What the list is waiting for.
public enum MoviesListViewModelLoading: Equatable, Sendable {
    /// A new search: nothing (or only cached rows) to show yet.
    case fullScreen
    /// The next page, below rows already shown.
    case nextPage
    /// The pages shown, asked for again (`r`): the rows stay until they are replaced.
    case refresh
}
