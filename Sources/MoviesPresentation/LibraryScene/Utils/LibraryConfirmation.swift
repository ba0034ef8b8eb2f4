public import MoviesDomain

/// The one-line confirmations of library changes: what the command line
/// prints and the status line of the screens says.
public enum LibraryConfirmation {
    /// `Inception (2010)`; the caller makes it safe for a terminal.
    public static func name(_ film: LibraryFilm) -> String {
        film.title + (film.year.map { " (\($0))" } ?? "")
    }

    public static func sentence(for addition: WatchlistAddition) -> String {
        let name = name(addition.film)
        return addition.wasAdded ? "Added \(name) to your watchlist." : "\(name) is already on your watchlist; nothing changed."
    }

    /// - Parameter createdList: Whether the list was made for the film.
    public static func sentence(for addition: FilmListAddition, createdList: Bool = false) -> String {
        let (film, list) = (name(addition.film), "\"" + addition.list + "\"")
        if createdList { return "Made the list \(list) and added \(film) to it." }
        return addition.wasAdded ? "Added \(film) to the list \(list)." : "\(film) is already on the list \(list); nothing changed."
    }

    /// - Parameter removed: The film taken off, or `nil` when it was not on it.
    public static func watchlistRemoval(of removed: LibraryFilm?, id: Movie.Identifier) -> String {
        removed.map { "Removed \(name($0)) from your watchlist." } ?? "TMDB film \(id) is not on your watchlist; nothing changed."
    }

    public static func sentence(for marking: SeenMarking) -> String {
        let name = name(marking.film)
        var line = marking.isNewViewing
            ? "Marked \(name) seen on \(marking.date)\(watchlistNote(marking))."
            : "\(name) is already marked seen on \(marking.date)\(marking.tookOffWatchlist ? watchlistNote(marking) : "; nothing changed")."
        if let rating = marking.rating {
            line += " Your rating: \(LibraryMarkViewModel.ratingText(rating))."
        }
        return line
    }

    /// What `movies log` says, in one sentence.
    public static func logSentence(for marking: SeenMarking) -> String {
        let name = name(marking.film)
        guard marking.isNewViewing else {
            let rated = marking.rating.map { ", rated \(LibraryMarkViewModel.ratingText($0))" } ?? ""
            return "\(name) is already logged on \(marking.date); that viewing was kept as it was\(rated)\(watchlistNote(marking))."
        }
        var details: [String] = []
        if let rating = marking.rating { details.append("rated \(LibraryMarkViewModel.ratingText(rating))") }
        if marking.isRewatch { details.append("a rewatch") }
        if !marking.tags.isEmpty { details.append("tagged " + marking.tags.joined(separator: ", ")) }
        let said = details.isEmpty ? "" : " (" + details.joined(separator: "; ") + ")"
        return "Logged \(name) on \(marking.date)\(said)\(watchlistNote(marking))."
    }

    /// Logging a film seen takes it off the watchlist, and says so.
    private static func watchlistNote(_ marking: SeenMarking) -> String {
        marking.tookOffWatchlist ? " — taken off the watchlist" : ""
    }

    public static func sentence(for change: RatingChange) -> String {
        let name = name(change.film)
        switch (change.previous, change.current) {
        case (nil, nil): return "\(name) has no rating of yours; nothing changed."
        case (.some, nil): return "Cleared your rating of \(name)."
        case let (_, current?): return "Rated \(name) \(LibraryMarkViewModel.ratingText(current))."
        }
    }

    /// What `u` says when the session has made no change it has not undone.
    public static let nothingToUndo = "Nothing to undo: no library change made in this session is left."

    /// `Undid: Heat (1995) added to the watchlist.`; several effects of one
    /// change are named together, as one undo reversed them together.
    public static func sentence(forUndoOf change: LibraryChange) -> String {
        "Undid: \(name(change.film)) " + change.effects.map(phrase).joined(separator: " and ") + "."
    }

    private static func phrase(_ effect: LibraryEffect) -> String {
        switch effect {
        case .addedToWatchlist: return "added to the watchlist"
        case .removedFromWatchlist: return "removed from the watchlist"
        case .viewingAdded(let viewing): return "marked seen on \(viewing.date)"
        case .viewingRemoved(let viewing): return "viewing of \(viewing.date) removed"
        case let .addedToList(list, createdList):
            return "added to the list \"\(list)\"" + (createdList ? " (the list made for it is gone again)" : "")
        case let .ratingChanged(from, to):
            switch (from, to) {
            case let (nil, to?): return "rated \(LibraryMarkViewModel.ratingText(to.rating))"
            case let (from?, nil): return "rating \(LibraryMarkViewModel.ratingText(from.rating)) cleared"
            case let (from?, to?): return "rated \(LibraryMarkViewModel.ratingText(to.rating)) (was \(LibraryMarkViewModel.ratingText(from.rating)))"
            case (nil, nil): return "rating unchanged"
            }
        }
    }
}
