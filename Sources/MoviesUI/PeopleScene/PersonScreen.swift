public import MoviesPresentation
public import TextUI

/// A person: who they are, their biography, and their films newest first,
/// each a link to its details; `d` narrows the films to one department.
@MainActor
public final class PersonScreen: ViewModelScreen<any PersonViewModel>, MoviesScreen, ScreenOutput {
    private var document = LinkedDocument()
    /// The lines of the last frame, for the keys and clicks that follow it.
    private var lastLines: [DocumentLine] = []

    public var breadcrumbTitle: String {
        let name = viewModel.content.value.name
        return name.isEmpty ? "Person \(viewModel.content.value.id)" : name
    }

    public init(viewModel: any PersonViewModel, theme: MoviesTheme, libraryControls: (any LibraryControlsViewModel)? = nil) {
        super.init(viewModel: viewModel, scaffold: ScreenScaffold(theme: theme, libraryControls: libraryControls))
    }

    public var loadFailure: FailureViewModel? { viewModel.failure }
    public var showsFetchedData: Bool { viewModel.hasFetchedDetails }
    public var numberedRowCount: Int { viewModel.shownCredits.count }
    /// The filmography row with the focus, if any (0-based).
    public var focusedRow: Int? { document.focusedLink }

    public func openRow(at index: Int) {
        viewModel.didSelectCredit(at: index)
    }

    public func viewDidLoad() {
        scaffold.observeLibrary(on: self)
        viewModel.content.observe(on: self) { [weak self] content in
            self?.libraryKeys.load(ids: content.credits.map(\.movieID))
            self?.scaffold.setNeedsDisplay()
        }
        viewModel.status.observe(on: self) { [weak self] _ in self?.scaffold.setNeedsDisplay() }
        viewModel.department.observe(on: self) { [weak self] _ in self?.scaffold.setNeedsDisplay() }
        viewModel.picture.observe(on: self) { [weak self] _ in self?.scaffold.setNeedsDisplay() }
        viewModel.viewDidLoad()
    }

    public func waitUntilSettled() async {
        await viewModel.waitUntilIdle()
        await scaffold.waitUntilLibraryIdle()
    }

    public var keyMap: KeyMap {
        FilmDocumentKeys.keyMap(personKeys, document: document)
    }

    private var personKeys: KeyMap {
        viewModel.content.value.departments.count > 1 ? KeyTable.person : KeyTable.person.removing([.filterDepartment])
    }

    public func handle(_ key: Key) -> Bool {
        if case .mouse(let event) = key { return handleMouse(event) }
        scaffold.keyArrived()
        let command = personKeys.command(for: key)
        if document.handleFilter(key, command: command, lines: lastLines) {
            scaffold.setNeedsDisplay()
            return true
        }
        guard let command else { return false }
        let shown = viewModel.shownCredits
        let film = document.focusedLink.flatMap { shown.indices.contains($0) ? (id: shown[$0].movieID, title: shown[$0].title) : nil }
        if scaffold.handleLibraryKey(command, key: key, film: film) { return true }
        switch command {
        case .open:
            guard let link = document.focusedLink else { return true }
            viewModel.didSelectCredit(at: link)
        case .filterDepartment:
            viewModel.didCycleDepartment()
            document = LinkedDocument()
        default:
            guard scaffold.handleScreenKey(command, for: viewModel) || document.handle(command, lines: lastLines) else { return false }
        }
        scaffold.setNeedsDisplay()
        return true
    }

    /// A click focuses a link; a click on the focused link opens it.
    private func handleMouse(_ event: MouseEvent) -> Bool {
        guard let click = document.click(event, lines: lastLines) else { return false }
        if let index = click { viewModel.didSelectCredit(at: index) }
        scaffold.setNeedsDisplay()
        return true
    }

    // MARK: - Drawing

    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        let frame = scaffold.drawHeader(TextSanitizer.sanitize(breadcrumbTitle), filter: document.filter, into: &buffer, in: area)
        buffer.fill(frame.body)
        let body = PictureColumn.draw(viewModel.picture.value, into: &buffer, beside: frame.body.inset(horizontal: 1), theme: theme)
        // The header names the person already.
        lastLines = Array(lines(width: max(1, body.width - 2), numbered: false).dropFirst(nameLineCount(width: max(1, body.width - 2))))
        document.draw(lastLines, into: &buffer, in: body, theme: theme)
        scaffold.drawStatusAndFooter(viewModel.status.value, trailing: document.filterSummary(lines: lastLines), hints: keyMap.footerHints(), into: &buffer, frame: frame)
    }

    private func nameLineCount(width: Int) -> Int {
        TextLayout.wrap(TextSanitizer.sanitize(breadcrumbTitle), width: width).count
    }

    /// The person as lines: name, facts, biography, then one link per film.
    private func lines(width: Int, numbered: Bool) -> [DocumentLine] {
        let content = viewModel.content.value
        var lines: [DocumentLine] = []
        func wrapped(_ text: String, style: Style = .plain) {
            for line in TextLayout.wrap(TextSanitizer.sanitize(text), width: max(1, width)) {
                lines.append(DocumentLine(text: line, style: style))
            }
        }
        wrapped(breadcrumbTitle, style: theme.title)
        let facts = [content.knownForDepartment, content.born, content.died].compactMap { $0 }
        if !facts.isEmpty { wrapped(facts.joined(separator: " · "), style: theme.secondary) }
        lines.append(.blank)
        if viewModel.hasFetchedDetails {
            for paragraph in biographyParagraphs(content.biography) {
                wrapped(paragraph)
                lines.append(.blank)
            }
        } else if viewModel.failure == nil {
            wrapped("Loading…", style: theme.secondary)
            return lines
        }
        let shown = viewModel.shownCredits
        guard !content.credits.isEmpty else {
            if viewModel.hasFetchedDetails { wrapped("No films listed.", style: theme.secondary) }
            return lines
        }
        wrapped(filmographyHeading(shown: shown.count, content: content), style: theme.accent)
        let numberWidth = String(shown.count).count
        let idWidth = numbered ? RowColumns.idWidth(shown.map(\.movieID)) : nil
        for (index, credit) in shown.enumerated() {
            let number = numbered ? String(repeating: " ", count: numberWidth - String(index + 1).count) + "\(index + 1). " : ""
            lines.append(DocumentLine(text: number + creditText(credit, width: width - number.count - 2, idWidth: idWidth), style: theme.title, link: index))
        }
        if let note = content.filmsLeftOutNote {
            lines.append(.blank)
            wrapped(note, style: theme.secondary)
        }
        return lines
    }

    private func biographyParagraphs(_ biography: String) -> [String] {
        let paragraphs = biography.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.allSatisfy(\.isWhitespace) }
        return paragraphs.isEmpty ? ["No biography available."] : paragraphs
    }

    private func filmographyHeading(shown: Int, content: PersonContentViewModel) -> String {
        let films = shown == 1 ? "1 film" : "\(MovieDetailsContentViewModel.groupedThousands(shown)) films"
        guard let department = viewModel.department.value else {
            return "Films · \(films)" + (content.departments.count > 1 ? " · all departments" : "")
        }
        return "Films · \(films) · \(department) only"
    }

    /// `2010  Inception · Director, Screenplay`, the rating (and id) at the right end.
    /// - Parameter idWidth: The id's column, digits wide; `nil` leaves it out.
    private func creditText(_ credit: PersonCreditItemViewModel, width: Int, idWidth: Int?) -> String {
        let year = credit.year.isEmpty ? "    " : credit.year
        // Columns of their own, so ratings and ids line up down the filmography.
        let rating = RowColumns.rating(credit.rating)
        let marks = libraryKeys.marks(of: credit.movieID)
        let right = (marks.isEmpty ? "" : marks + "  ") + rating + (idWidth.map { "  " + RowColumns.id(credit.movieID, width: $0) } ?? "")
        let left = "\(year)  \(TextSanitizer.sanitize(credit.title)) · \(TextSanitizer.sanitize(credit.roles))"
        let room = max(1, width - DisplayWidth.of(right) - (right.isEmpty ? 0 : 2))
        let cut = TextLayout.truncate(left, toWidth: room)
        guard !right.isEmpty else { return cut }
        return cut + String(repeating: " ", count: max(2, width - DisplayWidth.of(cut) - DisplayWidth.of(right))) + right
    }

    public func plainTextLines(width: Int) -> [String] {
        var lines = lines(width: width, numbered: true).map { StyledLine($0.text) }
        let status = viewModel.status.value
        if !status.text.isEmpty {
            lines.append(.blank)
            lines.append(StyledLine(status.text))
        }
        return PlainTextRenderer.lines(lines, width: width)
    }

    public func jsonDocument() -> (any Encodable & Sendable)? {
        JSONPersonOutput(content: viewModel.content.value, source: viewModel.status.value.origin.map(JSONDataSourceOutput.init))
    }
}
