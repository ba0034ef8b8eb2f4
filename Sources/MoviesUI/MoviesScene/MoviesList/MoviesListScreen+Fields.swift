import MoviesPresentation
import TextUI

/// The fields of the film list: the search field, the years field of a
/// discovery, and the filter (`RowFilter`); each takes the keys while it is open.
extension MoviesListScreen {
    func handleYearsEditing(_ key: Key) -> Bool {
        switch KeyTable.queryField.command(for: key) {
        case .submitQuery:
            yearsEditor.end()
            yearsProblem = viewModel.browse?.didChangeYears(text: yearsEditor.text)
        case .cancelQuery:
            yearsEditor.end()
        default:
            guard yearsEditor.handle(key) else { return false }
        }
        scaffold.setNeedsDisplay()
        return true
    }

    func handleEditing(_ key: Key) -> Bool {
        switch KeyTable.queryField.command(for: key) {
        case .submitQuery:
            let text = queryEditor.text
            queryEditor.end()
            viewModel.search?.closeQueriesSuggestions()
            if queryEditor.kind == .films { viewModel.search?.didSearch(query: text) } else { viewModel.search?.didSwitchToPeopleSearch(query: text) }
        case .cancelQuery:
            queryEditor.end()
            viewModel.search?.closeQueriesSuggestions()
            // A search opened from another screen and never run: one Esc
            // gives that screen back, not an empty search screen.
            if isUnusedSearch { viewModel.didClose() }
        case .switchSearchKind:
            // Recent searches are films' searches: offered for films only.
            queryEditor.switchKind()
            if queryEditor.kind == .films { viewModel.search?.showQueriesSuggestions() } else { viewModel.search?.closeQueriesSuggestions() }
        case .deleteBackwards where queryEditor.text.isEmpty && viewModel.fieldYear != nil:
            // ⌫ on an empty field takes the year away, as it would one more
            // character; the field stays open and Enter searches without it.
            viewModel.search?.didClearYear()
        default:
            let before = queryEditor.textRevision
            guard queryEditor.handle(key) else { return false }
            if queryEditor.textRevision != before { viewModel.search?.didEditQuery(queryEditor.text) }
        }
        scaffold.setNeedsDisplay()
        return true
    }

    var isUnusedSearch: Bool {
        viewModel.isSearch && viewModel.query.value.isEmpty && viewModel.items.value.isEmpty && viewModel.activity.value == nil
    }

    func beginEditing() {
        queryEditor.begin(with: viewModel.query.value)
        viewModel.search?.showQueriesSuggestions()
    }

    /// The filter's keys (`RowFilter.handle`).
    func handleFilter(_ key: Key) -> Bool {
        let command = KeyTable.moviesList.command(for: key)
        guard let moved = rowFilter.handle(key, command: command, selection: selection, candidates: { filterCandidates }) else { return false }
        selection = moved
        rememberSelectedFilm()
        scaffold.setNeedsDisplay()
        return true
    }
}
