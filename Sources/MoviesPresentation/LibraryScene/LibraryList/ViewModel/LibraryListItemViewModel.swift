public import MoviesDomain

/// One film of a library list, in the words a row shows.
public struct LibraryListItemViewModel: Equatable, Sendable {
    public let id: Movie.Identifier
    public let title: String
    /// The original title when it differs from `title`.
    public let originalTitle: String?
    /// `2010`, or an empty string when unknown.
    public let releaseYear: String
    public let mark: LibraryMarkViewModel
    /// What the list is about: `added 2026-11-20` on the watchlist; the
    /// viewing days, newest first, on the seen list (`not logged` for a film
    /// only rated).
    public let detail: String
    /// The entry itself, for machine-readable output.
    public let entry: LibraryEntry

    public init(entry: LibraryEntry, list: LibraryList) {
        self.entry = entry
        id = entry.film.id
        title = entry.film.title
        if let original = entry.film.originalTitle, !original.isEmpty, original != entry.film.title {
            originalTitle = original
        } else {
            originalTitle = nil
        }
        releaseYear = entry.film.year.map(String.init) ?? ""
        mark = LibraryMarkViewModel(mark: entry.mark)
        switch list {
        case .watchlist:
            detail = entry.watchlistAddedAt.flatMap { CalendarDate(utcDayOf: $0) }.map { "added \($0)" } ?? "added"
        case .seen:
            let days = entry.viewings.reversed().map(\.date.description)
            detail = days.isEmpty ? "not logged" : "seen " + days.joined(separator: ", ")
        }
    }
}
