import MoviesPresentation
import TextUI

/// The `f` filter of a list, built once for every list screen: a field that
/// edits like the search field, the rows that match it (`ListFilter`'s rule),
/// and the way between a position among the rows shown and a position in the
/// whole list, so Enter and the library keys act on the row the user sees.
///
/// Positions "shown" count the rows on screen while the filter is in force;
/// positions in the list count every row. Without a filter they are the same.
struct RowFilter {
    private(set) var editor = QueryFieldEditor()
    private(set) var filter = ListFilter(text: "")
    /// The list's rows as text, kept while the filter is in force so that
    /// each key filters again without asking the screen.
    private var candidates: [String] = []
    /// The list positions of the rows shown, in order; `nil` when every row shows.
    private(set) var shown: [Int]?

    /// Whether the field has the keyboard.
    var isEditing: Bool { editor.isActive }
    /// Whether the field is open or rows are filtered.
    var isOn: Bool { editor.isActive || !filter.isEmpty }

    /// `f`: opens the field over `candidates`, going on with the filter in
    /// force (the cursor after it), since its rows are what the user sees.
    mutating func begin(candidates: [String]) {
        self.candidates = candidates
        editor.begin(with: filter.text, selectingAll: false)
    }

    /// The list changed (a page more, a refresh, another sort): the filter
    /// in force applies to its rows as they are now.
    mutating func listChanged(candidates: [String]) {
        guard isOn else { return }
        self.candidates = candidates
        refilter()
    }

    /// What a key did to the filter.
    enum Outcome: Equatable {
        /// The field is still open; the rows shown may have changed.
        case edited
        /// Enter: the filter stays in force, the rows have the keyboard.
        case kept
        /// Esc: every row again, the field closed.
        case cleared
    }

    /// The filter's keys: in its field every key it edits with, Enter and
    /// Esc; on the rows `f` (opens the field over `candidates`) and, with a
    /// filter in force, Esc (clears it; the next Esc goes back).
    /// - Returns: The shown row to select now; `nil` for a key that is not the filter's.
    mutating func handle(_ key: Key, command: KeyCommand?, selection: Int, candidates: () -> [String]) -> Int? {
        if isEditing { return handleEditing(key, selection: selection)?.selection }
        if command == .filterRows {
            begin(candidates: candidates())
            return selection
        }
        guard key == .escape, isOn else { return nil }
        return clear(selection: selection)
    }

    /// A key while the field is open; `selection` is the shown row selected.
    /// - Returns: What the key did and the shown row to select now (the same
    ///   row when it still shows, else the first); `nil` for a key the field
    ///   does not take.
    mutating func handleEditing(_ key: Key, selection: Int) -> (outcome: Outcome, selection: Int)? {
        switch KeyTable.filterField.command(for: key) {
        case .keepFilter:
            editor.end()
            return (.kept, selection)
        case .clearFilter:
            return (.cleared, clear(selection: selection))
        default:
            let item = listPosition(ofShown: selection)
            let before = editor.textRevision
            guard editor.handle(key) else { return nil }
            guard editor.textRevision != before else { return (.edited, selection) }
            filter = ListFilter(text: editor.text)
            refilter()
            return (.edited, item.flatMap(shownPosition(ofListPosition:)) ?? 0)
        }
    }

    /// Clears the filter and closes the field.
    /// - Returns: The row to select among all rows: the one that was selected.
    mutating func clear(selection: Int) -> Int {
        let item = listPosition(ofShown: selection) ?? 0
        editor.end()
        filter = ListFilter(text: "")
        candidates = []
        shown = nil
        return item
    }

    private mutating func refilter() {
        shown = filter.isEmpty ? nil : filter.matchingIndices(of: candidates)
    }

    // MARK: - Positions

    /// How many rows show of a list of `total`.
    func shownCount(of total: Int) -> Int {
        shown.map { $0.count } ?? total
    }

    /// The list position of the shown row `index`, if there is one.
    func listPosition(ofShown index: Int) -> Int? {
        guard let shown else { return index >= 0 ? index : nil }
        return shown.indices.contains(index) ? shown[index] : nil
    }

    /// Where the row at list position `index` shows, if it does.
    func shownPosition(ofListPosition index: Int) -> Int? {
        guard let shown else { return index }
        let found = shown.partitioningIndex { $0 >= index }
        return found < shown.count && shown[found] == index ? found : nil
    }

    /// `filter: hat, 3 of 20` while a filter is in force (`… of 20 loaded`
    /// when the list has more pages than it loaded); empty otherwise.
    func summary(total: Int, loadedOnly: Bool = false) -> String {
        guard isOn else { return "" }
        // What was typed is shown back: made safe for the terminal first.
        let shownText = ListFilter(text: TextSanitizer.sanitize(filter.text))
        return shownText.summary(shown: shownCount(of: total), of: total) + (loadedOnly ? " loaded" : "")
    }

    // MARK: - Drawing

    /// The header while the field is open: its label, the text with the cursor.
    func drawField(into buffer: inout ScreenBuffer, in area: Rect, chrome: ScreenChrome) {
        let label = " Filter: "
        let trailing = ScreenChrome.programName
        let room = area.width - DisplayWidth.of(label) - DisplayWidth.of(trailing) - 1
        chrome.drawHeader(label + editor.visibleText(width: room), trailing: trailing, into: &buffer, in: area)
    }
}

extension Array {
    /// The first index whose element satisfies `belongs`, for an array where
    /// every such element comes after every other one (a sorted array).
    fileprivate func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
