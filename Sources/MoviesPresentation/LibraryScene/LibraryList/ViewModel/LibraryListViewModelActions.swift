/// Navigation the library list asks of its coordinator: open a film, close, search.
public typealias LibraryListViewModelActions = FilmNavigationActions
