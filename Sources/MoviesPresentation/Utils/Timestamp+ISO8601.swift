public import MoviesDomain

extension Timestamp {
    /// The instant as ISO 8601 in UTC to the second (`2026-11-20T14:02:05Z`),
    /// or `nil` when it is not a time a calendar can name (NaN, infinite, or
    /// outside the years 1–9999, as a damaged cache entry may hold).
    ///
    /// Plain arithmetic on the proleptic Gregorian calendar (`CalendarDate`),
    /// so the presentation layer needs no calendar library.
    public var iso8601UTC: String? {
        let seconds = secondsSince1970.rounded(.down)
        // Years 1 through 9999.
        guard seconds.isFinite, seconds >= -62_135_596_800, seconds < 253_402_300_800 else { return nil }
        let total = Int(seconds)
        let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
        let secondOfDay = total - days * 86_400
        guard let date = CalendarDate(daysSince1970: days) else { return nil }
        return "\(date)T"
            + "\(pad(secondOfDay / 3600, 2)):\(pad(secondOfDay % 3600 / 60, 2)):\(pad(secondOfDay % 60, 2))Z"
    }
}

private func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}
