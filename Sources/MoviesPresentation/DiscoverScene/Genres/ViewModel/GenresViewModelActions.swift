public import MoviesDomain

/// Navigation the genres screen asks of its coordinator.
public struct GenresViewModelActions {
    /// Opens the films of a genre, most popular first.
    public let showDiscover: @MainActor (DiscoverFilter) -> Void
    public let close: @MainActor () -> Void
    public let showSearch: @MainActor () -> Void

    public init(
        showDiscover: @escaping @MainActor (DiscoverFilter) -> Void,
        close: @escaping @MainActor () -> Void = {},
        showSearch: @escaping @MainActor () -> Void = {}
    ) {
        self.showDiscover = showDiscover
        self.close = close
        self.showSearch = showSearch
    }
}
