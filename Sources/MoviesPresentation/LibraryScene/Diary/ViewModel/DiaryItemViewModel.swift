public import MoviesDomain

/// One viewing of the diary, in the words a row shows.
public struct DiaryItemViewModel: Equatable, Sendable {
    /// Which viewing it is, to find it again after the diary is read again.
    public struct Key: Hashable, Sendable {
        let id: Movie.Identifier
        let date: CalendarDate
        let loggedAt: Timestamp
    }

    public let id: Movie.Identifier
    /// `Inception (2010)`.
    public let title: String
    /// `March 2024`: the heading of the month it belongs to.
    public let month: String
    /// `Sat 09`.
    public let day: String
    /// `♥♥♥½`, or empty when the viewing was not rated.
    public let rating: String
    public let isRewatch: Bool
    /// `#cinema #friends`, or empty.
    public let tags: String
    public let key: Key

    public init(entry: DiaryEntry) {
        let film = entry.film
        let viewing = entry.viewing
        id = film.id
        title = LibraryConfirmation.name(film)
        month = DiaryWording.month(of: viewing.date)
        day = DiaryWording.day(of: viewing.date)
        rating = viewing.rating.map(DiaryWording.marks) ?? ""
        isRewatch = viewing.isRewatch
        tags = DiaryWording.tags(viewing.tags)
        key = Key(id: film.id, date: viewing.date, loggedAt: viewing.loggedAt)
    }
}
