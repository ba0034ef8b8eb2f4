/// Navigation your lists ask of their coordinator.
public struct FilmListsViewModelActions {
    /// Opens the list called so, with its films.
    public let showFilmList: @MainActor (String) -> Void
    public let close: @MainActor () -> Void
    /// Starts a search for films (`/`).
    public let showSearch: @MainActor () -> Void

    public init(
        showFilmList: @escaping @MainActor (String) -> Void,
        close: @escaping @MainActor () -> Void = {},
        showSearch: @escaping @MainActor () -> Void = {}
    ) {
        self.showFilmList = showFilmList
        self.close = close
        self.showSearch = showSearch
    }
}
