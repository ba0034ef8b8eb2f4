/// One thing a library change did to one film: what undoing it must reverse.
public enum LibraryEffect: Equatable, Sendable {
    case addedToWatchlist
    /// Taken off the watchlist; it had been put there at `addedAt`.
    case removedFromWatchlist(addedAt: Timestamp)
    case viewingAdded(Viewing)
    case viewingRemoved(Viewing)
    /// The rating before and after, with when each was given, so undo puts
    /// back the very rating (its time too), not merely a value.
    case ratingChanged(from: FilmRating?, to: FilmRating?)
    /// Put on the list `name` (spelt as the list is), which was made for it
    /// when `createdList`: undo takes it off, and deletes a list so made.
    case addedToList(name: String, createdList: Bool)
}
