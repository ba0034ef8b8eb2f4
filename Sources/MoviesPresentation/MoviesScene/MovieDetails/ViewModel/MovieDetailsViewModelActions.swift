public import MoviesDomain

/// Navigation the details screen asks of its coordinator.
public struct MovieDetailsViewModelActions {
    /// Leaves the details screen.
    public let close: @MainActor () -> Void
    /// Opens a person's screen (a cast or crew row).
    public let showPerson: @MainActor (_ id: Person.Identifier, _ name: String) -> Void
    /// Opens a list of films: "More like this", similar titles, the collection.
    public let showMoviesList: @MainActor (MoviesListSource) -> Void
    /// Starts a new search (`/`).
    public let showSearch: @MainActor () -> Void

    public init(
        close: @escaping @MainActor () -> Void,
        showPerson: @escaping @MainActor (Person.Identifier, String) -> Void = { _, _ in },
        showMoviesList: @escaping @MainActor (MoviesListSource) -> Void = { _ in },
        showSearch: @escaping @MainActor () -> Void = {}
    ) {
        self.close = close
        self.showPerson = showPerson
        self.showMoviesList = showMoviesList
        self.showSearch = showSearch
    }
}
