public import MoviesDomain

/// A screen of the app, wherever it belongs: what a screen asks to show and
/// what a command line opens at start.
public enum AppDestination: Equatable, Sendable {
    /// The home screen: the lists to browse, the search field.
    case home
    /// A search list from `page`; `nil` opens an empty one with the field
    /// ready for typing.
    case search(MovieQuery?, page: Int = 1)
    case movieDetails(Movie)
    /// A film's trailers, teasers and other videos.
    case movieVideos(movieID: Movie.Identifier, title: String)
    /// What TMDB's users wrote about a film, from `page`.
    case movieReviews(movieID: Movie.Identifier, title: String, page: Int = 1)
    /// One of TMDB's lists, a discovery, related films or a collection, from `page`.
    case moviesList(MoviesListSource, page: Int = 1)
    case genres
    /// A search for people from `page`; `nil` opens an empty one.
    case peopleSearch(String?, page: Int = 1)
    /// A person's screen, named (when known) before their details arrive.
    case person(id: Person.Identifier, name: String?)
    /// Your watchlist or your seen films, in `sort`'s order.
    case library(LibraryList, sort: LibrarySort = .added)
    /// Your viewings of a period, newest first, by month.
    case diary(DiaryPeriod)
    /// Your lists, by name.
    case filmLists
    /// One of your lists, with its films in its order.
    case filmList(name: String)
    /// Your viewing of a year in numbers and charts; `nil` for this year.
    case stats(year: Int?)
}
