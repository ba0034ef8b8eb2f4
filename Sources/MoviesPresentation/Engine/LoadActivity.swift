/// What a loader is fetching, as the status line names it.
public enum LoadActivity: Equatable, Sendable {
    /// The first value (or first page), with nothing, or only cached rows, to show yet.
    case first
    /// The next page, below rows already shown.
    case nextPage
    /// What is shown, asked for again (`r`): it stays until it is replaced.
    case refresh

    /// `Loading…`, `Loading more…`, `Refreshing…`.
    public var statusText: String {
        switch self {
        case .first: return "Loading…"
        case .nextPage: return "Loading more…"
        case .refresh: return "Refreshing…"
        }
    }
}
