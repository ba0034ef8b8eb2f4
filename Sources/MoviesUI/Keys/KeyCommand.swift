/// What a key does on a screen, whichever key it is.
///
/// Screens act on commands, not on keys: the key table (`KeyTable`) is the one
/// place that says which keys give which command, and the help overlay, the
/// footer, `--help`, the README and the man page are all made from it.
public enum KeyCommand: Hashable, Sendable {
    // Moving
    case moveUp, moveDown, pageUp, pageDown, halfPageUp, halfPageDown, first, last
    // Opening and going back
    case open, back, home
    // What is known of a film elsewhere: its videos, its IMDb page
    case showVideos, openIMDb
    // Searching, loading and filtering
    case search, nextPage, refresh
    case cycleSort, editYears, filterDepartment, toggleRelated
    // The `f` filter of a list: open its field; in the field, keep or clear it
    case filterRows, keepFilter, clearFilter
    // The query field
    case submitQuery, cancelQuery, pickNewerSuggestion, pickOlderSuggestion, switchSearchKind
    case cursorLeft, cursorRight, cursorToStart, cursorToEnd, wordLeft, wordRight
    case deleteBackwards, deleteForwards, clearQuery, deleteToEnd, deleteWordBackwards
    // The library (the film of the row, or of the details screen)
    case toggleWatchlist, markSeen, rateWholeStars, raiseRating, lowerRating, clearRating, openWebPage, copyLink
    /// `a`: the list picker; in it, close it, or make the list named in its field.
    case addToList, closePicker, makeList
    /// `L`: the form that logs a viewing; in it, move between its fields,
    /// say yes or no to rewatch, write the review in the user's editor, and save.
    case logViewing, nextField, previousField, toggleRewatch, saveLog, editReview
    /// The session's newest library change, whichever film it was on.
    case undo
    // The app
    case help, redraw, quit
    /// A row of the help that names no key of its own (the mouse): it does nothing.
    case described
}
