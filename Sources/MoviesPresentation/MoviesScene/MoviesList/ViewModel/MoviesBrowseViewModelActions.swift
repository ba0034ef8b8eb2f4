/// Navigation a browsed list asks of its coordinator: open a film, close, search.
public typealias MoviesBrowseViewModelActions = FilmNavigationActions
