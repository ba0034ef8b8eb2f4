import TextUI

/// The one definition of every key of the full-screen UI.
///
/// Screens look their keys up here; the help overlay (`?`), the footers,
/// `movies --help`, the README and the man page are made from the same rows,
/// so what is written and what works cannot disagree.
public enum KeyTable {
    /// Keys that work on every screen, unless the screen uses the key itself
    /// (the query field types `q`, `?` and `H`).
    public static let everywhere = KeyMap(title: "Every screen", bindings: [
        KeyBinding([.character("H")], "H", .home, .open, "go back to the home screen"),
        KeyBinding([.character("?")], "?", .help, .app, "show the keys of this screen", footer: "? help"),
        KeyBinding([.ctrl("l")], "Ctrl-L", .redraw, .app, "redraw the screen"),
        KeyBinding([.character("q")], "q", .quit, .app, "quit", footer: "q quit"),
        KeyBinding([.ctrl("c")], "Ctrl-C", .quit, .app, "quit, from anywhere"),
        KeyBinding([], "click", .described, .move, "focus a row; click it again to open it; a step of the breadcrumb goes back there"),
        KeyBinding([], "wheel", .described, .move, "move up and down"),
        KeyBinding([], "Shift-drag", .described, .app, "select text while the mouse is reported (most terminals; MOVIES_MOUSE=0 turns reporting off)"),
    ], footer: [.quit])

    // MARK: - Shared rows

    private static let listMoves = [
        KeyBinding([.up, .character("k")], "↑ k", .moveUp, .move, "move up"),
        KeyBinding([.down, .character("j")], "↓ j", .moveDown, .move, "move down (past the last row loads the next page)"),
        KeyBinding([.pageUp, .ctrl("b")], "PgUp Ctrl-B", .pageUp, .move, "one screen up"),
        KeyBinding([.pageDown, .ctrl("f")], "PgDn Ctrl-F", .pageDown, .move, "one screen down"),
        KeyBinding([.ctrl("u")], "Ctrl-U", .halfPageUp, .move, "half a screen up"),
        KeyBinding([.ctrl("d")], "Ctrl-D", .halfPageDown, .move, "half a screen down"),
        KeyBinding([.home, .character("g")], "Home g", .first, .move, "first row"),
        KeyBinding([.end, .character("G")], "End G", .last, .move, "last row"),
    ]

    private static let back = KeyBinding(
        [.escape, .backspace, .left, .character("h")], "Esc ⌫ ← h", .back, .open, "back to the previous screen", footer: "Esc back"
    )

    /// The library keys of every screen that shows films: they act on the
    /// selected film (or the film of the details screen); `u` on the
    /// session's newest change; `v` and `i` lead from the film to its videos
    /// and its IMDb page.
    private static let libraryKeys = [
        KeyBinding([.character("w")], "w", .toggleWatchlist, .library, "put the film on your watchlist, or take it off", footer: "w watchlist"),
        KeyBinding([.character("s")], "s", .markSeen, .library, "mark the film seen today and take it off the watchlist (again the same day changes nothing)"),
        KeyBinding((1...5).map { Key.character(Character(String($0))) }, "1–5", .rateWholeStars, .library, "rate the film in whole stars (♥, yours; ★ is TMDB's)"),
        KeyBinding([.character("+"), .character("=")], "+", .raiseRating, .library, "your rating half a star up"),
        KeyBinding([.character("-")], "-", .lowerRating, .library, "your rating half a star down"),
        KeyBinding([.character("0")], "0", .clearRating, .library, "clear your rating"),
        KeyBinding([.character("o")], "o", .openWebPage, .library, "open the film's TMDB page in the browser ($BROWSER, else xdg-open)"),
        KeyBinding([.character("y")], "y", .copyLink, .library, "copy the film's TMDB link (OSC 52; under tmux with set-clipboard on)"),
        KeyBinding([.character("L")], "L", .logViewing, .library, "log a viewing: its date, your rating, rewatch, tags and a review (it leaves the watchlist)"),
        KeyBinding([.character("a")], "a", .addToList, .library, "put the film on one of your lists: pick one, or name a new one"),
        KeyBinding([.character("u")], "u", .undo, .library, "undo your last library change, on any film (again: the one before)"),
        KeyBinding([.character("v")], "v", .showVideos, .open, "the film's trailers, teasers and other videos (Enter plays one: $MOVIES_PLAYER, else the browser)"),
        KeyBinding([.character("i")], "i", .openIMDb, .open, "open the film's IMDb page in the browser"),
    ]

    /// The editing keys of every one-line field (the search field, the `f`
    /// filter): the cursor moves and deletes as in a shell line.
    private static func fieldEdits(backspace: String) -> [KeyBinding] {
        [
            KeyBinding([.left, .ctrl("b")], "← Ctrl-B", .cursorLeft, .move, "cursor left"),
            KeyBinding([.right, .ctrl("f")], "→ Ctrl-F", .cursorRight, .move, "cursor right"),
            KeyBinding(
                [.modified(.left, .alt), .modified(.left, .control), .modified(.character("b"), .alt)],
                "Alt-← Ctrl-← Alt-b", .wordLeft, .move, "cursor to the start of the word"
            ),
            KeyBinding(
                [.modified(.right, .alt), .modified(.right, .control), .modified(.character("f"), .alt)],
                "Alt-→ Ctrl-→ Alt-f", .wordRight, .move, "cursor past the end of the word"
            ),
            KeyBinding([.home, .ctrl("a")], "Home Ctrl-A", .cursorToStart, .move, "cursor to the start"),
            KeyBinding([.end, .ctrl("e")], "End Ctrl-E", .cursorToEnd, .move, "cursor to the end"),
            KeyBinding([.backspace, .ctrl("h")], "⌫ Ctrl-H", .deleteBackwards, .search, backspace),
            KeyBinding([.delete, .ctrl("d")], "Delete Ctrl-D", .deleteForwards, .search, "delete the character at the cursor"),
            KeyBinding([.ctrl("u")], "Ctrl-U", .clearQuery, .search, "delete everything before the cursor", footer: "Ctrl-U clear"),
            KeyBinding([.ctrl("k")], "Ctrl-K", .deleteToEnd, .search, "delete everything from the cursor on"),
            KeyBinding([.ctrl("w")], "Ctrl-W", .deleteWordBackwards, .search, "delete the word before the cursor"),
        ]
    }

    /// The `f` filter of every list: it filters the rows on screen, so a
    /// screen never needs a filter of its own.
    private static let filterRows = KeyBinding([.character("f")], "f", .filterRows, .search, "filter the rows as you type (Enter keeps the filter, Esc clears it)")

    /// A document filters its links (films, people, related lists); its other lines hide meanwhile.
    private static let filterLinks = KeyBinding(
        [.character("f")], "f", .filterRows, .search, "filter the links as you type, hiding the rest (Enter keeps the filter, Esc clears it)"
    )

    /// A list that pages filters the rows loaded so far; moving onto its last
    /// row loads no more meanwhile (it would load pages for rows it hides), `n` does.
    private static let filterLoadedRows = KeyBinding(
        [.character("f")], "f", .filterRows, .search,
        "filter the rows loaded so far as you type (Enter keeps the filter, Esc clears it; meanwhile only n loads more, filtered too)"
    )

    private static let refresh = KeyBinding([.character("r")], "r", .refresh, .search, "refresh from the server", footer: "r refresh")

    // MARK: - Screens

    /// The home screen's sections (the search field has its own keys).
    public static let home = KeyMap(title: "Home", bindings: [
        KeyBinding([.up, .character("k")], "↑ k", .moveUp, .move, "previous section (from the first: the search field)"),
        KeyBinding([.down, .character("j")], "↓ j", .moveDown, .move, "next section"),
        KeyBinding([.home, .character("g")], "Home g", .first, .move, "first section"),
        KeyBinding([.end, .character("G")], "End G", .last, .move, "last section"),
        KeyBinding([.enter, .right, .character("l")], "Enter → l", .open, .open, "open the section's list", footer: "Enter open"),
        KeyBinding([.character("/")], "/", .search, .search, "search (type a title; Tab searches people)", footer: "/ search"),
        refresh,
    ], footer: [.open, .search, .quit]).adding(everywhere)

    /// A list of films: search results, TMDB's lists, related films, a collection.
    public static let moviesList = KeyMap(title: "Film lists", bindings: listMoves + [
        KeyBinding([.enter, .right, .character("l")], "Enter → l", .open, .open, "open the film", footer: "Enter open"),
        back,
        KeyBinding([.character("/")], "/", .search, .search, "search (recent searches are suggested)", footer: "/ search"),
        KeyBinding([.character("n")], "n", .nextPage, .search, "load the next page", footer: "n more"),
        filterLoadedRows,
        refresh,
        KeyBinding([.character("t")], "t", .toggleRelated, .search, "related films: switch between more like this and similar titles"),
        KeyBinding([.character("S")], "S", .cycleSort, .search, "discover: sort another way (popularity, rating, newest, oldest, title)"),
        KeyBinding([.character("Y")], "Y", .editYears, .search, "discover: narrow to years (1999 or 1990..1999; empty for any)"),
    ] + libraryKeys, footer: [.open, .search, .nextPage, .quit]).adding(everywhere)

    /// The genres to discover films by.
    public static let genres = KeyMap(title: "Genres", bindings: listMoves + [
        KeyBinding([.enter, .right, .character("l")], "Enter → l", .open, .open, "discover films of the genre", footer: "Enter open"),
        back,
        KeyBinding([.character("/")], "/", .search, .search, "search films"),
        filterRows,
        refresh,
    ], footer: [.open, .back, .quit]).adding(everywhere)

    /// Your watchlist or your seen films.
    public static let libraryList = KeyMap(title: "Your library", bindings: listMoves + [
        KeyBinding([.enter, .right, .character("l")], "Enter → l", .open, .open, "open the film", footer: "Enter open"),
        back,
        KeyBinding([.character("S")], "S", .cycleSort, .search, "sort another way (date added, title, year, your rating)", footer: "S sort"),
        KeyBinding([.character("/")], "/", .search, .search, "search films"),
        filterRows,
        KeyBinding([.character("r")], "r", .refresh, .search, "read the list again"),
    ] + libraryKeys, footer: [.open, .cycleSort, .toggleWatchlist, .quit]).adding(everywhere)

    /// Your diary: your viewings by month, newest first.
    public static let diary = KeyMap(title: "Your diary", bindings: listMoves + [
        KeyBinding([.enter, .right, .character("l")], "Enter → l", .open, .open, "open the film", footer: "Enter open"),
        back,
        KeyBinding([.character("/")], "/", .search, .search, "search films"),
        filterRows,
        KeyBinding([.character("r")], "r", .refresh, .search, "read the diary again"),
    ] + libraryKeys, footer: [.open, .back, .toggleWatchlist, .quit]).adding(everywhere)

    /// Your lists, by name.
    public static let filmLists = KeyMap(title: "Your lists", bindings: listMoves + [
        KeyBinding([.enter, .right, .character("l")], "Enter → l", .open, .open, "open the list", footer: "Enter open"),
        back,
        KeyBinding([.character("/")], "/", .search, .search, "search films"),
        filterRows,
        KeyBinding([.character("r")], "r", .refresh, .search, "read your lists again"),
    ], footer: [.open, .back, .quit]).adding(everywhere)

    /// One of your lists: its films in its order.
    public static let filmList = KeyMap(title: "A list", bindings: listMoves + [
        KeyBinding([.enter, .right, .character("l")], "Enter → l", .open, .open, "open the film", footer: "Enter open"),
        back,
        KeyBinding([.character("/")], "/", .search, .search, "search films"),
        filterRows,
        KeyBinding([.character("r")], "r", .refresh, .search, "read the list again"),
    ] + libraryKeys, footer: [.open, .back, .toggleWatchlist, .quit]).adding(everywhere)

    /// A search for people.
    public static let peopleList = KeyMap(title: "People", bindings: listMoves + [
        KeyBinding([.enter, .right, .character("l")], "Enter → l", .open, .open, "open the person", footer: "Enter open"),
        back,
        KeyBinding([.character("/")], "/", .search, .search, "search (Tab in the field: films or people)", footer: "/ search"),
        KeyBinding([.character("n")], "n", .nextPage, .search, "load the next page", footer: "n more"),
        filterLoadedRows,
        refresh,
    ], footer: [.open, .search, .nextPage, .quit]).adding(everywhere)

    /// Moves through a document with links in it (a film's details, a person).
    private static func linkMoves(_ what: String) -> [KeyBinding] {
        [
            KeyBinding([.up, .character("k")], "↑ k", .moveUp, .move, "previous \(what) (or scroll up)"),
            KeyBinding([.down, .character("j")], "↓ j", .moveDown, .move, "next \(what) (or scroll down)", footer: "↑↓ move"),
            KeyBinding([.pageUp, .ctrl("b")], "PgUp Ctrl-B", .pageUp, .move, "one screen up"),
            KeyBinding([.pageDown, .character(" "), .ctrl("f")], "PgDn Space Ctrl-F", .pageDown, .move, "one screen down"),
            KeyBinding([.ctrl("u")], "Ctrl-U", .halfPageUp, .move, "half a screen up"),
            KeyBinding([.ctrl("d")], "Ctrl-D", .halfPageDown, .move, "half a screen down"),
            KeyBinding([.home, .character("g")], "Home g", .first, .move, "top, its first \(what)"),
            KeyBinding([.end, .character("G")], "End G", .last, .move, "bottom, its last \(what)"),
        ]
    }

    /// Your year in film: the stats as charts, a page that scrolls.
    public static let stats = KeyMap(title: "Your year in film", bindings: [
        KeyBinding([.up, .character("k")], "↑ k", .moveUp, .move, "scroll up"),
        KeyBinding([.down, .character("j")], "↓ j", .moveDown, .move, "scroll down", footer: "↑↓ scroll"),
        KeyBinding([.pageUp, .ctrl("b")], "PgUp Ctrl-B", .pageUp, .move, "one screen up"),
        KeyBinding([.pageDown, .character(" "), .ctrl("f")], "PgDn Space Ctrl-F", .pageDown, .move, "one screen down"),
        KeyBinding([.ctrl("u")], "Ctrl-U", .halfPageUp, .move, "half a screen up"),
        KeyBinding([.ctrl("d")], "Ctrl-D", .halfPageDown, .move, "half a screen down"),
        KeyBinding([.home, .character("g")], "Home g", .first, .move, "top"),
        KeyBinding([.end, .character("G")], "End G", .last, .move, "bottom"),
        back,
        KeyBinding([.character("/")], "/", .search, .search, "search films"),
        KeyBinding([.character("r")], "r", .refresh, .search, "count again"),
    ], footer: [.back, .quit]).adding(everywhere)

    /// A person: biography and filmography.
    public static let person = KeyMap(title: "Person", bindings: linkMoves("film") + [
        KeyBinding([.enter, .right, .character("l")], "Enter → l", .open, .open, "open the film", footer: "Enter open"),
        back,
        KeyBinding([.character("d")], "d", .filterDepartment, .search, "show one department's films (acting, directing…), then all", footer: "d department"),
        KeyBinding([.character("/")], "/", .search, .search, "search films"),
        filterLinks,
        refresh,
    ] + libraryKeys, footer: [.open, .back, .filterDepartment, .quit]).adding(everywhere)

    /// The details of one film: its links (cast, crew, related films, the
    /// collection) are rows the selection moves through.
    public static let movieDetails = KeyMap(title: "Film details", bindings: linkMoves("link") + [
        KeyBinding(
            [.enter, .right, .character("l")], "Enter → l", .open, .open,
            "open the link: a person, related films, the collection, a keyword's films, the reviews; play the trailer", footer: "Enter open"
        ),
        back,
        KeyBinding([.character("/")], "/", .search, .search, "search films"),
        filterLinks,
        refresh,
    ] + libraryKeys, footer: [.open, .back, .toggleWatchlist, .quit]).adding(everywhere)

    /// A search field while it is edited: letters are typed, not keys.
    public static let queryField = KeyMap(title: "The search field", bindings: [
        KeyBinding([.enter], "Enter", .submitQuery, .search, "search for the text (or the picked recent search)", footer: "Enter search"),
        KeyBinding([.escape], "Esc", .cancelQuery, .search, "leave the field", footer: "Esc cancel"),
        KeyBinding([.tab], "Tab", .switchSearchKind, .search, "switch the field between films and people; the text stays, Enter searches", footer: "Tab people/films"),
        KeyBinding([.down], "↓", .pickOlderSuggestion, .search, "pick a recent search", footer: "↓ recent"),
        KeyBinding([.up], "↑", .pickNewerSuggestion, .search, "pick a newer recent search"),
    ] + fieldEdits(backspace: "delete the character before the cursor (in an empty field: drop the search's year; Enter searches without it)") + [
        KeyBinding([.ctrl("c")], "Ctrl-C", .quit, .app, "quit"),
    ], footer: [.submitQuery, .switchSearchKind, .pickOlderSuggestion, .cancelQuery])

    /// The `f` filter's field while it is edited: letters are typed, the rows narrow at once.
    public static let filterField = KeyMap(title: "The filter field", bindings: [
        KeyBinding([.enter], "Enter", .keepFilter, .search, "keep the filter and go back to the rows (Enter there opens the row)", footer: "Enter keep"),
        KeyBinding([.escape], "Esc", .clearFilter, .search, "clear the filter and close the field: every row again, the selection on the same one", footer: "Esc clear"),
    ] + fieldEdits(backspace: "delete the character before the cursor") + [
        KeyBinding([.ctrl("c")], "Ctrl-C", .quit, .app, "quit"),
    ], footer: [.keepFilter, .clearFilter, .clearQuery])

    /// The `a` picker over a screen: your lists, then a row that names a new one.
    public static let listPicker = KeyMap(title: "The list picker", bindings: [
        KeyBinding([.up, .character("k")], "↑ k", .moveUp, .move, "previous list"),
        KeyBinding([.down, .character("j")], "↓ j", .moveDown, .move, "next list"),
        KeyBinding([.home, .character("g")], "Home g", .first, .move, "first list"),
        KeyBinding([.end, .character("G")], "End G", .last, .move, "the new list's row"),
        KeyBinding(
            [.enter, .right, .character("l")], "Enter → l", .open, .library,
            "put the film on the list (u takes it off); on the last row, type the new list's name", footer: "Enter add"
        ),
        KeyBinding([.escape, .character("q"), .character("a")], "Esc q a", .closePicker, .open, "close the picker, changing nothing", footer: "Esc close"),
    ], footer: [.open, .closePicker])

    /// The new list's name being typed in the picker.
    public static let listNameField = KeyMap(title: "The new list's name", bindings: [
        KeyBinding([.enter], "Enter", .makeList, .library, "make the list and put the film on it", footer: "Enter make"),
        KeyBinding([.escape], "Esc", .closePicker, .open, "back to the lists, making nothing", footer: "Esc back"),
    ] + fieldEdits(backspace: "delete the character before the cursor"), footer: [.makeList, .closePicker])

    /// The `L` form over a screen: date, rating, rewatch, tags and review.
    public static let logForm = KeyMap(title: "The viewing's form", bindings: [
        KeyBinding([.tab, .down], "Tab ↓", .nextField, .move, "next field", footer: "Tab next"),
        KeyBinding([.modified(.tab, .shift), .up], "Shift-Tab ↑", .previousField, .move, "previous field"),
        KeyBinding([.character(" ")], "Space", .toggleRewatch, .library, "on Rewatch: yes or no (it starts as yes when you saw the film before that day)"),
        KeyBinding([.ctrl("o")], "Ctrl-O", .editReview, .library, "write the review in your editor ($VISUAL, else $EDITOR); back in the form, Enter saves"),
        KeyBinding([.enter], "Enter", .saveLog, .library, "log the viewing and take the film off the watchlist (u undoes both)", footer: "Enter save"),
        KeyBinding([.escape], "Esc", .closePicker, .open, "close the form, logging nothing", footer: "Esc close"),
    ] + fieldEdits(backspace: "delete the character before the cursor"), footer: [.nextField, .saveLog, .closePicker])

    /// Every screen's keys, in the order the docs list them.
    public static let allScreens: [KeyMap] = [
        home, moviesList, movieDetails, peopleList, person, genres, libraryList, diary, filmLists, filmList, stats, queryField, filterField, listPicker,
        listNameField, logForm,
    ]
}
