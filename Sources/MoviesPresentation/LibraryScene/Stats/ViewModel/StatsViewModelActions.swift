/// Navigation the stats screen asks of its coordinator.
public struct StatsViewModelActions {
    public let close: @MainActor () -> Void
    /// Starts a search for films (`/`).
    public let showSearch: @MainActor () -> Void

    public init(close: @escaping @MainActor () -> Void = {}, showSearch: @escaping @MainActor () -> Void = {}) {
        self.close = close
        self.showSearch = showSearch
    }
}
