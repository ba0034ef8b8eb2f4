/// Navigation the reviews screen asks of its coordinator.
public struct MovieReviewsViewModelActions {
    /// Leaves the reviews screen.
    public let close: @MainActor () -> Void
    /// Starts a new search (`/`).
    public let showSearch: @MainActor () -> Void

    public init(close: @escaping @MainActor () -> Void, showSearch: @escaping @MainActor () -> Void = {}) {
        self.close = close
        self.showSearch = showSearch
    }
}
