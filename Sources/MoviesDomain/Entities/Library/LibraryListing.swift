/// Which films a library list shows.
public enum LibraryList: String, Equatable, Sendable, CaseIterable {
    /// Films on the watchlist.
    case watchlist
    /// Films seen at least once, and films rated without a viewing (rating
    /// a film says you saw it, as Letterboxd has it).
    case seen
}

/// How a library list is ordered.
public enum LibrarySort: String, Equatable, Sendable, CaseIterable {
    /// Newest first: added to the watchlist, or last seen.
    case added
    /// A to Z, ignoring case.
    case title
    /// Newest release first; films without a year last.
    case year
    /// Your highest rating first; unrated films last.
    case rating
}
