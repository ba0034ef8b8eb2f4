import MoviesPresentation
import TextUI

/// What the library scene's row screens (your lists, your diary) share
/// beyond the scaffold: the rows made once per change of what they show (a
/// library can hold 20,000 films; a frame draws forty), the `f` filter, the
/// library keys on the selected row's film, clicks (the first focuses a row,
/// one on the focused row opens it), and an empty screen
/// that says how to fill it. A screen gives its rows, its own commands and
/// its words.
@MainActor
struct LibraryRowsBody {
    private(set) var rows = SelectableRows()
    private var cachedRows: [SelectableRow]?

    /// The rows as drawn, made by `make` once per change.
    mutating func models(_ make: () -> [SelectableRow]) -> [SelectableRow] {
        if let cachedRows { return cachedRows }
        let made = make()
        cachedRows = made
        return made
    }

    /// What the screen shows changed: the rows are made again, and a filter
    /// in force applies to them as they are now; `candidates` are what it matches.
    mutating func listChanged(candidates: ([SelectableRow]) -> [String], make: () -> [SelectableRow]) {
        cachedRows = nil
        guard rows.filter.isOn else { return }
        let made = models(make)
        rows.listChanged { candidates(made) }
    }

    /// Selects the row at `position` in the whole list, when it shows.
    mutating func select(position: Int, count: Int) {
        guard let shown = rows.filter.shownPosition(ofListPosition: position) else { return }
        rows.select(shown, count: rows.filter.shownCount(of: count))
    }

    /// Re-reads the screen when a library key's change is confirmed and when
    /// it is shown again (a screen above may have changed the library).
    static func observeLibrary(of scaffold: ScreenScaffold, on owner: AnyObject, reload: @escaping @MainActor () -> Void) {
        scaffold.observeLibrary(on: owner) { [weak scaffold] in
            if scaffold?.libraryKeys.confirmation != nil { reload() }
            scaffold?.setNeedsDisplay()
        }
        scaffold.onShownAgain = reload
    }

    /// Returns once the view model's reads and the library keys' changes
    /// are done, and the read a change started too.
    static func waitUntilSettled(_ viewModel: any LibraryRowsViewModelInput, scaffold: ScreenScaffold) async {
        await viewModel.waitUntilIdle()
        await scaffold.waitUntilLibraryIdle()
        await viewModel.waitUntilIdle()
    }

    /// Handles `key` on a list of `count` rows: the filter's keys, then the
    /// library keys on the selected row's film, then the commands every
    /// library row screen shares (Enter, Esc, `/`, `r`) and `perform`'s (the
    /// screen's own), then the moves.
    /// - Parameters:
    ///   - film: The film of the row at a position in the whole list.
    ///   - candidates: The rows' texts the filter matches, made from the rows.
    /// - Returns: Whether the key meant something here.
    mutating func handle(
        _ key: Key,
        keyMap: KeyMap,
        scaffold: ScreenScaffold,
        viewModel: any LibraryRowsViewModelInput,
        count: Int,
        candidates: () -> [String],
        film: (Int) -> (id: Int, title: String)?,
        perform: (KeyCommand) -> Bool = { _ in false }
    ) -> Bool {
        if case .mouse(let event) = key {
            guard let click = rows.click(event, count: count) else { return false }
            if let index = click { viewModel.didSelectItem(at: index) }
            scaffold.setNeedsDisplay()
            return true
        }
        scaffold.keyArrived()
        let command = keyMap.command(for: key)
        if rows.handleFilter(key, command: command, titles: candidates) {
            scaffold.setNeedsDisplay()
            return true
        }
        guard let command else { return false }
        let item = rows.selectedItem
        if scaffold.handleLibraryKey(command, key: key, film: film(item)) { return true }
        switch command {
        case .open: viewModel.didSelectItem(at: item)
        default:
            guard scaffold.handleScreenKey(command, for: viewModel) || perform(command) || rows.handle(command, count: count) else { return false }
        }
        scaffold.setNeedsDisplay()
        return true
    }

    /// Draws the header with `heading`, the rows (or `emptyMessage` when
    /// there are none), the status line with the filter's summary, and the footer.
    mutating func draw(
        heading: String,
        models: [SelectableRow],
        emptyMessage: String,
        status: StatusLineViewModel,
        keyMap: KeyMap,
        scaffold: ScreenScaffold,
        into buffer: inout ScreenBuffer,
        in area: Rect
    ) {
        let frame = scaffold.drawHeader(heading, filter: rows.filter, into: &buffer, in: area)
        if models.isEmpty {
            buffer.fill(frame.body)
            buffer.write(" " + emptyMessage, at: frame.body.origin, style: scaffold.theme.secondary, maxWidth: frame.body.width)
        } else {
            rows.draw(models, into: &buffer, in: frame.body, theme: scaffold.theme)
        }
        let summary = rows.filter.summary(total: models.count)
        scaffold.drawStatusAndFooter(status, trailing: summary, hints: keyMap.footerHints(), into: &buffer, frame: frame)
    }

    /// The screen as plain text: `heading`, then every row (or `emptyMessage`).
    static func plainTextLines(heading: String, models: [SelectableRow], emptyMessage: String, width: Int) -> [String] {
        let lines = [StyledLine(heading)] + (models.isEmpty ? [StyledLine(emptyMessage)] : SelectableRows.plainLines(models, width: width))
        return PlainTextRenderer.lines(lines, width: width)
    }
}
