public import MoviesDomain

/// Navigation the people list asks of its coordinator.
public struct PeopleListViewModelActions {
    /// Opens a person's screen.
    public let showPerson: @MainActor (Person) -> Void
    /// Tab in the field: the same text, searched among films.
    public let showMovieSearch: @MainActor (String) -> Void
    public let close: @MainActor () -> Void

    public init(
        showPerson: @escaping @MainActor (Person) -> Void,
        showMovieSearch: @escaping @MainActor (String) -> Void = { _ in },
        close: @escaping @MainActor () -> Void = {}
    ) {
        self.showPerson = showPerson
        self.showMovieSearch = showMovieSearch
        self.close = close
    }
}
