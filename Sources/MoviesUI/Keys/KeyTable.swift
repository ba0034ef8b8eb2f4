import TextUI

/// The one definition of every key of the full-screen UI.
///
/// Screens look their keys up here; the help overlay (`?`), the footers,
/// `movies --help`, the README and the man page are made from the same rows,
/// so what is written and what works cannot disagree.
public enum KeyTable {
    /// Keys that work on every screen, unless the screen uses the key itself
    /// (the query field types `q` and `?`).
    public static let everywhere = KeyMap(title: "Every screen", bindings: [
        KeyBinding([.character("?")], "?", .help, .app, "show the keys of this screen", footer: "? help"),
        KeyBinding([.ctrl("l")], "Ctrl-L", .redraw, .app, "redraw the screen"),
        KeyBinding([.character("q")], "q", .quit, .app, "quit", footer: "q quit"),
        KeyBinding([.ctrl("c")], "Ctrl-C", .quit, .app, "quit, from anywhere"),
    ], footer: [.quit])

    /// A list of films: search results.
    public static let moviesList = KeyMap(title: "Film lists", bindings: [
        KeyBinding([.up, .character("k")], "↑ k", .moveUp, .move, "move up"),
        KeyBinding([.down, .character("j")], "↓ j", .moveDown, .move, "move down (past the last row loads the next page)"),
        KeyBinding([.pageUp], "PgUp", .pageUp, .move, "one screen up"),
        KeyBinding([.pageDown], "PgDn", .pageDown, .move, "one screen down"),
        KeyBinding([.home, .character("g")], "Home g", .first, .move, "first row"),
        KeyBinding([.end, .character("G")], "End G", .last, .move, "last row"),
        KeyBinding([.enter, .right, .character("l")], "Enter → l", .open, .open, "open the film", footer: "Enter open"),
        KeyBinding([.character("/")], "/", .search, .search, "search (recent searches are suggested)", footer: "/ search"),
        KeyBinding([.character("n")], "n", .nextPage, .search, "load the next page", footer: "n more"),
        KeyBinding([.character("r")], "r", .refresh, .search, "refresh from the server", footer: "r refresh"),
    ], footer: [.open, .search, .nextPage, .quit]).adding(everywhere)

    /// The details of one film.
    public static let movieDetails = KeyMap(title: "Film details", bindings: [
        KeyBinding([.up, .character("k")], "↑ k", .moveUp, .move, "scroll up"),
        KeyBinding([.down, .character("j")], "↓ j", .moveDown, .move, "scroll down", footer: "↑↓ scroll"),
        KeyBinding([.pageUp], "PgUp", .pageUp, .move, "one screen up"),
        KeyBinding([.pageDown, .character(" ")], "PgDn Space", .pageDown, .move, "one screen down"),
        KeyBinding([.home, .character("g")], "Home g", .first, .move, "top"),
        KeyBinding([.end, .character("G")], "End G", .last, .move, "bottom"),
        KeyBinding([.escape, .backspace, .left, .character("h")], "Esc ⌫ ← h", .back, .open, "back to the previous screen", footer: "Esc back"),
        KeyBinding([.character("r")], "r", .refresh, .search, "refresh from the server", footer: "r refresh"),
    ], footer: [.back, .moveDown, .refresh, .quit]).adding(everywhere)

    /// The search field while it is edited: letters are typed, not keys.
    public static let queryField = KeyMap(title: "The search field", bindings: [
        KeyBinding([.enter], "Enter", .submitQuery, .search, "search for the text (or the picked recent search)", footer: "Enter search"),
        KeyBinding([.escape], "Esc", .cancelQuery, .search, "leave the field", footer: "Esc cancel"),
        KeyBinding([.down], "↓", .pickOlderSuggestion, .search, "pick a recent search", footer: "↓ recent"),
        KeyBinding([.up], "↑", .pickNewerSuggestion, .search, "pick a newer recent search"),
        KeyBinding([.left, .ctrl("b")], "← Ctrl-B", .cursorLeft, .move, "cursor left"),
        KeyBinding([.right, .ctrl("f")], "→ Ctrl-F", .cursorRight, .move, "cursor right"),
        KeyBinding([.home, .ctrl("a")], "Home Ctrl-A", .cursorToStart, .move, "cursor to the start"),
        KeyBinding([.end, .ctrl("e")], "End Ctrl-E", .cursorToEnd, .move, "cursor to the end"),
        KeyBinding([.backspace, .ctrl("h")], "⌫ Ctrl-H", .deleteBackwards, .search, "delete the character before the cursor"),
        KeyBinding([.delete, .ctrl("d")], "Delete Ctrl-D", .deleteForwards, .search, "delete the character at the cursor"),
        KeyBinding([.ctrl("u")], "Ctrl-U", .clearQuery, .search, "delete everything before the cursor", footer: "Ctrl-U clear"),
        KeyBinding([.ctrl("k")], "Ctrl-K", .deleteToEnd, .search, "delete everything from the cursor on"),
        KeyBinding([.ctrl("w")], "Ctrl-W", .deleteWordBackwards, .search, "delete the word before the cursor"),
        KeyBinding([.ctrl("c")], "Ctrl-C", .quit, .app, "quit"),
    ], footer: [.submitQuery, .pickOlderSuggestion, .cancelQuery, .clearQuery])

    /// Every screen's keys, in the order the docs list them.
    public static let allScreens: [KeyMap] = [moviesList, movieDetails, queryField]
}
