/// What the library keys of a film row or a details screen ask for, with the
/// film keys that lead away from the row (its videos, its IMDb page).
public enum LibraryControlAction: Hashable, Sendable {
    /// `w`: on the watchlist, or off it.
    case toggleWatchlist
    /// `s`: seen today, and off the watchlist (again the same day changes nothing, and says so).
    case markSeen
    /// `1`–`5`: whole stars.
    case rate(stars: Int)
    /// `+`, `-`: half a star up or down.
    case raiseRating, lowerRating
    /// `0`: no rating.
    case clearRating
    /// `o`: the film's TMDB page in the browser.
    case openWebPage
    /// `y`: the film's TMDB link to the clipboard (OSC 52).
    case copyLink
    /// `v`: the film's videos screen.
    case showVideos
    /// `i`: the film's IMDb page in the browser, its id read from the film's
    /// details (the cached copy when there is one).
    case openIMDb
    /// `a`, then a list picked: the film at the end of the list `name`.
    case addToList(name: String)
    /// `a`, then a new list named: the list made, and the film put on it.
    case addToNewList(name: String)
}
