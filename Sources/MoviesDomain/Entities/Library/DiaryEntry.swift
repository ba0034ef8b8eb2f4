/// One line of your diary: a viewing and the film it was of.
public struct DiaryEntry: Equatable, Sendable {
    public let film: LibraryFilm
    public let viewing: Viewing

    public init(film: LibraryFilm, viewing: Viewing) {
        self.film = film
        self.viewing = viewing
    }
}

/// Which viewings a diary shows: every one, a year's or a month's.
public enum DiaryPeriod: Equatable, Sendable {
    case all
    case year(Int)
    case month(year: Int, month: Int)

    public func contains(_ date: CalendarDate) -> Bool {
        switch self {
        case .all: true
        case .year(let year): date.year == year
        case .month(let year, let month): date.year == year && date.month == month
        }
    }
}
