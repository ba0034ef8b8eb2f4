import TextUI

/// The `a` picker: your lists in a box over the screen, and a last row that
/// names a new one (a field that edits like the search field). It takes the
/// keyboard while shown; what it picks is applied by the library keys.
struct ListPicker {
    /// The film the picker puts on a list.
    let film: (id: Int, title: String)
    /// Your lists' names; `nil` until they are read.
    private(set) var names: [String]?
    /// Keys typed before the names came (a fast `a G Enter`): they are
    /// played once the rows exist, so none is lost.
    private var typedAhead: [Key] = []

    init(film: (id: Int, title: String)) {
        self.film = film
    }
    private(set) var selection = 0
    private(set) var field = QueryFieldEditor()

    /// What a key did while the picker is shown.
    enum Outcome: Equatable {
        case stayOpen
        case close
        /// Enter on a list: the film goes on it.
        case add(toList: String)
        /// Enter in the new list's field: the list is made, the film put on it.
        case make(list: String)
    }

    /// The last row, which opens the field for a new list's name.
    static let newListRow = "New list…"

    private var rowCount: Int { (names?.count ?? 0) + 1 }

    /// Takes the names read (or `nil` while they are read again) and hands
    /// back the keys typed meanwhile, to be played in order.
    mutating func receive(names: [String]?) -> [Key] {
        self.names = names
        selection = min(selection, rowCount - 1)
        guard names != nil else { return [] }
        defer { typedAhead = [] }
        return typedAhead
    }

    mutating func handle(_ key: Key) -> Outcome {
        if field.isActive { return handleField(key) }
        let command = KeyTable.listPicker.command(for: key)
        if command == .closePicker { return .close }
        guard let names else {
            typedAhead.append(key)
            return .stayOpen
        }
        switch command {
        case .moveUp: select(selection - 1)
        case .moveDown: select(selection + 1)
        case .first: select(0)
        case .last: select(rowCount - 1)
        case .open:
            if names.indices.contains(selection) { return .add(toList: names[selection]) }
            field.begin(with: "", selectingAll: false)
        default: break
        }
        return .stayOpen
    }

    private mutating func select(_ row: Int) {
        selection = min(max(0, row), rowCount - 1)
    }

    /// Enter makes the list (a name of spaces alone is no name: the field
    /// stays); Esc gives the rows back; every other key edits.
    private mutating func handleField(_ key: Key) -> Outcome {
        switch KeyTable.listNameField.command(for: key) {
        case .makeList:
            return field.text.allSatisfy(\.isWhitespace) ? .stayOpen : .make(list: field.text)
        case .closePicker:
            field.end()
        default:
            // Tab switches what a search field looks for: nothing here.
            if key != .tab { _ = field.handle(key) }
        }
        return .stayOpen
    }

    /// Draws the box in the middle of `area`.
    func draw(into buffer: inout ScreenBuffer, in area: Rect, theme: MoviesTheme) {
        let rows = self.rows
        let frame = OverlayBox(
            title: " Put \(TextSanitizer.sanitize(film.title)) on a list ",
            closing: field.isActive ? KeyTable.listNameField.boxClosing : KeyTable.listPicker.boxClosing
        )
        let contentWidth = rows.map { DisplayWidth.of($0) }.max() ?? 0
        guard let inside = frame.draw(into: &buffer, in: area, contentWidth: contentWidth, rowCount: rows.count, minimumWidth: 34, theme: theme) else { return }
        // The selected row stays in view in a short window.
        let visible = inside.height
        let first = min(max(0, selection - visible + 1), max(0, rows.count - visible))
        for row in 0..<visible {
            let index = first + row
            guard rows.indices.contains(index) else { continue }
            let isSelected = index == selection && names != nil
            let text = TextLayout.pad(TextLayout.truncate((isSelected ? "› " : "  ") + rows[index], toWidth: inside.width), toWidth: inside.width)
            buffer.write(text, at: Point(x: inside.x, y: inside.y + row), style: isSelected ? theme.selected : theme.plain, maxWidth: inside.width)
        }
    }

    /// The rows as drawn: the lists, then the new list's row or its field.
    private var rows: [String] {
        guard let names else { return ["Reading your lists…"] }
        let last = field.isActive ? "New list: " + field.visibleText(width: 40) : Self.newListRow
        return names.map { TextSanitizer.sanitize($0) } + [last]
    }
}
