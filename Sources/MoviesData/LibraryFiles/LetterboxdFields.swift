import MoviesDomain

/// The fields Letterboxd's files share, read the one way every file reads
/// them: numbers as digits only (`0x1p1` or `1e0` is no rating), days as real
/// `YYYY-MM-DD` days, and no viewing after today (as `seen add --date`).
enum LetterboxdFields {
    /// `Year`: 1800 to 9999.
    static func year(_ row: CSVTable.Row) throws -> Int? {
        guard let text = row["Year"] else { return nil }
        guard let year = digits(text), (1800...9999).contains(year) else { throw row.malformed("Year is not a year") }
        return year
    }

    /// A day such as `2024-05-31` in `column`.
    /// - Parameter today: For the day a film was seen: a later one is refused.
    static func day(_ column: String, _ row: CSVTable.Row, notAfter today: CalendarDate? = nil) throws -> CalendarDate? {
        guard let text = row[column] else { return nil }
        guard let date = CalendarDate(iso8601: text) else {
            throw row.malformed("\(column) is not a date such as 2024-05-31")
        }
        if let today, date > today {
            throw row.malformed("\(column) \(date) is after today (\(today))")
        }
        return date
    }

    /// `Rating`: 0.5 to 5 in halves, written as `seen add --rating` takes it.
    static func stars(_ row: CSVTable.Row) throws -> StarRating? {
        guard let text = row["Rating"] else { return nil }
        guard case .rating(let rating) = StarRating.parse(text) else {
            throw row.malformed("Rating is not 0.5 to 5 in halves")
        }
        return rating
    }

    /// `Rewatch`: `true` or `Yes` (the import format and the account export
    /// write one each), `false`, `No` or nothing.
    static func rewatch(_ row: CSVTable.Row) throws -> Bool {
        guard let text = row["Rewatch"] else { return false }
        switch text.lowercased() {
        case "true", "yes": return true
        case "false", "no": return false
        default: throw row.malformed("Rewatch is neither true nor false")
        }
    }

    /// `Rating10`: 1 to 10.
    static func tenPointRating(_ row: CSVTable.Row) throws -> StarRating? {
        guard let text = row["Rating10"] else { return nil }
        guard let halfStars = digits(text), let rating = StarRating(halfStars: halfStars) else {
            throw row.malformed("Rating10 is not 1 to 10")
        }
        return rating
    }

    /// A whole number written with ASCII digits only (at most 9 of them).
    static func digits(_ text: String) -> Int? {
        let bytes = text.utf8
        guard !bytes.isEmpty, bytes.count <= 9, bytes.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return bytes.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
}
