public import MoviesDomain

/// One film of one of your lists, in the words a row shows.
public struct FilmListItemViewModel: Equatable, Sendable {
    public let id: Movie.Identifier
    /// `Inception (2010)`.
    public let title: String
    /// Your note about the film on this list, or empty.
    public let note: String

    public init(entry: FilmListEntry) {
        id = entry.film.id
        title = LibraryConfirmation.name(entry.film)
        note = entry.note ?? ""
    }
}
