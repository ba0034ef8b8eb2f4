/// Navigation the person screen asks of its coordinator: open a film of the
/// filmography, close, search.
public typealias PersonViewModelActions = FilmNavigationActions
