/// What a form that logs a viewing opens on: today by the library's clock,
/// and the days the library has the film seen, so the form can say whether
/// the day typed makes it a rewatch before anything is saved.
public struct ViewingLogStart: Equatable, Sendable {
    public let today: CalendarDate
    /// The days of the film's viewings, oldest first; empty for a film never logged.
    public let seenOn: [CalendarDate]

    public init(today: CalendarDate, seenOn: [CalendarDate]) {
        self.today = today
        self.seenOn = seenOn.sorted()
    }

    /// A viewing on `day` is a rewatch when the film was seen before that day
    /// (the rule `LogViewingUseCase` applies when rewatch is not said).
    public func isRewatch(on day: CalendarDate) -> Bool {
        seenOn.contains { $0 < day }
    }
}
