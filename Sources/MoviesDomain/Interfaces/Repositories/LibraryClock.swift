/// The time and today's date where the user is, for recording changes.
public protocol LibraryClock: Sendable {
    func now() -> Timestamp
    /// Today in the user's time zone.
    func today() -> CalendarDate
}
