import ArgumentParser
import MoviesDomain

/// Reads the values library commands take, each refused with a sentence that
/// says what is allowed (argument-parser then exits 64).
enum LibraryArguments {
    static func movieID(_ text: String) throws -> Movie.Identifier {
        guard let id = DetailsInvocation(id: text).movieID else { throw ValidationError(DetailsInvocation.invalidIDMessage) }
        return id
    }

    static let invalidRatingMessage = "The rating must be 0 (clears it) or 0.5 to 5 in halves, such as 3.5."

    /// - Returns: `nil` for `0`, which clears.
    static func rating(_ text: String) throws -> StarRating? {
        switch StarRating.parse(text) {
        case .rating(let rating): return rating
        case .clear: return nil
        case nil: throw ValidationError(invalidRatingMessage)
        }
    }

    static func date(_ text: String) throws -> CalendarDate {
        guard let date = CalendarDate(iso8601: text) else {
            throw ValidationError("--date must be a day written YYYY-MM-DD, such as 2024-05-31.")
        }
        return date
    }

    /// `movies log --date`: `today`, `yesterday` or a day, read as the `L` form reads it.
    static func day(_ text: String) throws -> ViewingDay {
        guard let day = ViewingDay(naming: text) else {
            throw ValidationError("--date must be today, yesterday or a day written YYYY-MM-DD, such as 2024-05-31.")
        }
        return day
    }

    /// A viewing's `--rating`: 0.5 to 5 in halves (no clearing: a new viewing has nothing to clear).
    static func viewingRating(_ text: String) throws -> StarRating {
        guard case .rating(let stars) = StarRating.parse(text) else {
            throw ValidationError("--rating must be 0.5 to 5 in halves, such as 3.5; to clear a rating use 'movies rate ID 0'.")
        }
        return stars
    }

    /// `--year`: 1800 to 9999.
    static func year(_ text: String) throws -> Int {
        guard text.utf8.count == 4, let year = Int(text), (1800...9999).contains(year) else {
            throw ValidationError("--year must be a year written YYYY, such as 2024.")
        }
        return year
    }

    /// `movies diary --year`.
    static func diaryYear(_ text: String) throws -> DiaryPeriod {
        .year(try year(text))
    }

    /// `movies diary --month`: `YYYY-MM`.
    static func diaryMonth(_ text: String) throws -> DiaryPeriod {
        guard let date = CalendarDate(iso8601: text + "-01"), text.utf8.count == 7, date.year >= 1800 else {
            throw ValidationError("--month must be a month written YYYY-MM, such as 2024-05.")
        }
        return .month(year: date.year, month: date.month)
    }

    /// `--sort` values.
    struct Sort: ExpressibleByArgument {
        let value: LibrarySort

        init?(argument: String) {
            guard let value = LibrarySort(rawValue: argument) else { return nil }
            self.value = value
        }

        static var allValueStrings: [String] { LibrarySort.allCases.map(\.rawValue) }
    }

    /// `--format` values.
    struct Format: ExpressibleByArgument {
        let value: LibraryFileFormat

        init(value: LibraryFileFormat) {
            self.value = value
        }

        init?(argument: String) {
            guard let value = LibraryFileFormat(rawValue: argument) else { return nil }
            self.value = value
        }

        var defaultValueDescription: String { value.rawValue }

        static var allValueStrings: [String] { LibraryFileFormat.allCases.map(\.rawValue) }
    }
}
