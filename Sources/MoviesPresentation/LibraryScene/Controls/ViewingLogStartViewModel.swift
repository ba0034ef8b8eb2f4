public import MoviesDomain

/// What the `L` form opens on, for one film: today's date to edit, and
/// whether the day typed would make the viewing a rewatch.
public struct ViewingLogStartViewModel: Equatable, Sendable {
    /// The film it was read for: a form opened on another film ignores it.
    public let filmID: Movie.Identifier
    let start: ViewingLogStart

    public init(filmID: Movie.Identifier, start: ViewingLogStart) {
        self.filmID = filmID
        self.start = start
    }

    /// Today, `YYYY-MM-DD`: the date field's first text.
    public var today: String { start.today.description }

    /// Whether a viewing on the day `dateText` names counts as a rewatch
    /// when not said otherwise (a day that cannot be read counts as today).
    public func isRewatch(onDayTyped dateText: String) -> Bool {
        let day = ViewingDay(naming: dateText)?.resolved(today: start.today) ?? start.today
        return start.isRewatch(on: day)
    }
}
